# Compiled method (c2) 606  741       4       io.github.poolbench.pool.BucketedStringBuilderPool::release (138 bytes)
    7f453090bcc0:	44 8b 56 08          	mov    0x8(%rsi),%r10d
    ;   {runtime_call ic_miss_stub}
    7f453090bcc4:	49 3b c2             	cmp    %r10,%rax
    7f453090bcc7:	0f 85 b3 a2 a7 ff    	jne    0x7f4530385f80
    7f453090bccd:	66 66 90             	data16 xchg %ax,%ax
    7f453090bcd0:	89 84 24 00 c0 fe ff 	mov    %eax,-0x14000(%rsp)
    7f453090bcd7:	55                   	push   %rbp
    7f453090bcd8:	48 83 ec 60          	sub    $0x60,%rsp
    7f453090bcdc:	41 81 7f 58 10 15 00 	cmpl   $0x1510,0x58(%r15)
    7f453090bce3:	00 
    7f453090bce4:	0f 85 57 0d 00 00    	jne    0x7f453090ca41
    7f453090bcea:	c4 e1 f9 6e c6       	vmovq  %rsi,%xmm0
    7f453090bcef:	48 89 54 24 40       	mov    %rdx,0x40(%rsp)
    ; implicit exception: dispatches to 0x00007f453090c57c
    7f453090bcf4:	0f be 72 10          	movsbl 0x10(%rdx),%esi
    7f453090bcf8:	4c 8b 42 18          	mov    0x18(%rdx),%r8
    ;   {other}
    7f453090bcfc:	49 c1 e8 0d          	shr    $0xd,%r8
    7f453090bd00:	0f 87 c2 08 00 00    	ja     0x7f453090c5c8
    7f453090bd06:	41 8b 40 0c          	mov    0xc(%r8),%eax
    7f453090bd0a:	c4 e2 4a f7 f8       	sarx   %esi,%eax,%edi
    7f453090bd0f:	44 8d 5f e0          	lea    -0x20(%rdi),%r11d
    7f453090bd13:	41 81 fb e1 0f 00 00 	cmp    $0xfe1,%r11d
    7f453090bd1a:	0f 83 c8 05 00 00    	jae    0x7f453090c2e8
    7f453090bd20:	f3 44 0f bd d7       	lzcnt  %edi,%r10d
    7f453090bd25:	41 bc 1a 00 00 00    	mov    $0x1a,%r12d
    7f453090bd2b:	45 2b e2             	sub    %r10d,%r12d
    7f453090bd2e:	41 83 fc ff          	cmp    $0xffffffff,%r12d
    7f453090bd32:	0f 84 d0 05 00 00    	je     0x7f453090c308
    7f453090bd38:	4d 8b 8f 80 03 00 00 	mov    0x380(%r15),%r9
    7f453090bd3f:	4d 8b 19             	mov    (%r9),%r11
    7f453090bd42:	49 c1 eb 0d          	shr    $0xd,%r11
    7f453090bd46:	0f 87 bf 08 00 00    	ja     0x7f453090c60b
    7f453090bd4c:	4d 8b 4b 18          	mov    0x18(%r11),%r9
    7f453090bd50:	45 8b c9             	mov    %r9d,%r9d
    7f453090bd53:	41 8b c9             	mov    %r9d,%ecx
    7f453090bd56:	c4 e1 f9 7e c3       	vmovq  %xmm0,%rbx
    7f453090bd5b:	23 4b 20             	and    0x20(%rbx),%ecx
    7f453090bd5e:	48 8b 6b 40          	mov    0x40(%rbx),%rbp
    7f453090bd62:	48 c1 ed 0d          	shr    $0xd,%rbp
    7f453090bd66:	0f 87 08 09 00 00    	ja     0x7f453090c674
    ; implicit exception: dispatches to 0x00007f453090c514
    7f453090bd6c:	8b 55 0c             	mov    0xc(%rbp),%edx
    7f453090bd6f:	3b ca                	cmp    %edx,%ecx
    7f453090bd71:	0f 83 52 04 00 00    	jae    0x7f453090c1c9
    7f453090bd77:	48 8b 5c cd 10       	mov    0x10(%rbp,%rcx,8),%rbx
    ;   {other}
    7f453090bd7c:	48 c1 eb 0d          	shr    $0xd,%rbx
    7f453090bd80:	0f 87 6d 09 00 00    	ja     0x7f453090c6f3
    7f453090bd86:	48 85 db             	test   %rbx,%rbx
    7f453090bd89:	0f 84 99 05 00 00    	je     0x7f453090c328
    7f453090bd8f:	48 8b 6b 10          	mov    0x10(%rbx),%rbp
    7f453090bd93:	48 c1 ed 0d          	shr    $0xd,%rbp
    7f453090bd97:	0f 87 d7 09 00 00    	ja     0x7f453090c774
    7f453090bd9d:	49 3b eb             	cmp    %r11,%rbp
    7f453090bda0:	0f 85 c6 04 00 00    	jne    0x7f453090c26c
    7f453090bda6:	41 be 3a 00 00 00    	mov    $0x3a,%r14d
    7f453090bdac:	45 2b f2             	sub    %r10d,%r14d
    7f453090bdaf:	48 8b 6b 18          	mov    0x18(%rbx),%rbp
    7f453090bdb3:	48 c1 ed 0d          	shr    $0xd,%rbp
    7f453090bdb7:	0f 87 2a 0a 00 00    	ja     0x7f453090c7e7
    7f453090bdbd:	8b 4d 0c             	mov    0xc(%rbp),%ecx
    7f453090bdc0:	44 3b f1             	cmp    %ecx,%r14d
    7f453090bdc3:	0f 83 27 04 00 00    	jae    0x7f453090c1f0
    7f453090bdc9:	49 63 ca             	movslq %r10d,%rcx
    7f453090bdcc:	41 bd 3a 00 00 00    	mov    $0x3a,%r13d
    7f453090bdd2:	4c 2b e9             	sub    %rcx,%r13
    7f453090bdd5:	4a 8b 4c ed 10       	mov    0x10(%rbp,%r13,8),%rcx
    7f453090bdda:	48 c1 e9 0d          	shr    $0xd,%rcx
    7f453090bdde:	0f 87 76 0a 00 00    	ja     0x7f453090c85a
    7f453090bde4:	48 85 c9             	test   %rcx,%rcx
    7f453090bde7:	0f 85 a3 04 00 00    	jne    0x7f453090c290
    7f453090bded:	c4 e1 f9 7e c2       	vmovq  %xmm0,%rdx
    7f453090bdf2:	44 23 4a 10          	and    0x10(%rdx),%r9d
    7f453090bdf6:	41 8b c9             	mov    %r9d,%ecx
    7f453090bdf9:	c1 e1 05             	shl    $0x5,%ecx
    7f453090bdfc:	42 8d 0c c9          	lea    (%rcx,%r9,8),%ecx
    7f453090be00:	41 2b ca             	sub    %r10d,%ecx
    7f453090be03:	44 8d 51 3a          	lea    0x3a(%rcx),%r10d
    7f453090be07:	48 8b 6a 30          	mov    0x30(%rdx),%rbp
    7f453090be0b:	48 c1 ed 0d          	shr    $0xd,%rbp
    7f453090be0f:	0f 87 ba 0a 00 00    	ja     0x7f453090c8cf
    7f453090be15:	44 8b 4d 0c          	mov    0xc(%rbp),%r9d
    7f453090be19:	45 3b d1             	cmp    %r9d,%r10d
    7f453090be1c:	0f 83 fe 03 00 00    	jae    0x7f453090c220
    7f453090be22:	4c 63 d1             	movslq %ecx,%r10
    7f453090be25:	42 8b ac 95 f8 00 00 	mov    0xf8(%rbp,%r10,4),%ebp
    7f453090be2c:	00 
    7f453090be2d:	85 ed                	test   %ebp,%ebp
    7f453090be2f:	0f 85 8b 04 00 00    	jne    0x7f453090c2c0
    7f453090be35:	f7 df                	neg    %edi
    7f453090be37:	85 ff                	test   %edi,%edi
    7f453090be39:	0f 8e 5d 01 00 00    	jle    0x7f453090bf9c
    7f453090be3f:	44 8b d0             	mov    %eax,%r10d
    7f453090be42:	41 f7 da             	neg    %r10d
    7f453090be45:	41 b9 02 00 00 00    	mov    $0x2,%r9d
    7f453090be4b:	c4 c2 49 f7 e9       	shlx   %esi,%r9d,%ebp
    7f453090be50:	03 e8                	add    %eax,%ebp
    7f453090be52:	41 3b ea             	cmp    %r10d,%ebp
    7f453090be55:	41 0f 4c ea          	cmovl  %r10d,%ebp
    7f453090be59:	03 e8                	add    %eax,%ebp
    7f453090be5b:	44 8d 5d ff          	lea    -0x1(%rbp),%r11d
    7f453090be5f:	41 81 fb f7 ff ff 7f 	cmp    $0x7ffffff7,%r11d
    7f453090be66:	0f 83 b8 05 00 00    	jae    0x7f453090c424
    7f453090be6c:	81 fd ff ff ff 7f    	cmp    $0x7fffffff,%ebp
    7f453090be72:	0f 84 e8 05 00 00    	je     0x7f453090c460
    7f453090be78:	4d 8b d0             	mov    %r8,%r10
    7f453090be7b:	49 83 c2 10          	add    $0x10,%r10
    7f453090be7f:	c4 c1 f9 6e c2       	vmovq  %r10,%xmm0
    7f453090be84:	c4 62 4a f7 d5       	sarx   %esi,%ebp,%r10d
    7f453090be89:	c4 42 49 f7 d2       	shlx   %esi,%r10d,%r10d
    7f453090be8e:	44 3b d0             	cmp    %eax,%r10d
    7f453090be91:	0f 84 1d 02 00 00    	je     0x7f453090c0b4
    7f453090be97:	41 81 fa 00 00 10 00 	cmp    $0x100000,%r10d
    7f453090be9e:	0f 87 d4 04 00 00    	ja     0x7f453090c378
    7f453090bea4:	4d 63 ca             	movslq %r10d,%r9
    7f453090bea7:	41 3b c2             	cmp    %r10d,%eax
    7f453090beaa:	44 8b d8             	mov    %eax,%r11d
    7f453090bead:	45 0f 4f da          	cmovg  %r10d,%r11d
    7f453090beb1:	44 89 5c 24 2c       	mov    %r11d,0x2c(%rsp)
    7f453090beb6:	41 3b c3             	cmp    %r11d,%eax
    7f453090beb9:	0f 82 34 05 00 00    	jb     0x7f453090c3f3
    7f453090bebf:	45 3b d3             	cmp    %r11d,%r10d
    7f453090bec2:	0f 82 2b 05 00 00    	jb     0x7f453090c3f3
    7f453090bec8:	49 83 c1 17          	add    $0x17,%r9
    7f453090becc:	49 8b d1             	mov    %r9,%rdx
    7f453090becf:	48 83 e2 f8          	and    $0xfffffffffffffff8,%rdx
    7f453090bed3:	41 81 fa 00 00 10 00 	cmp    $0x100000,%r10d
    7f453090beda:	0f 87 69 02 00 00    	ja     0x7f453090c149
    7f453090bee0:	49 8b af b8 01 00 00 	mov    0x1b8(%r15),%rbp
    7f453090bee7:	4c 8b dd             	mov    %rbp,%r11
    7f453090beea:	4c 03 da             	add    %rdx,%r11
    7f453090beed:	4d 3b 9f c8 01 00 00 	cmp    0x1c8(%r15),%r11
    7f453090bef4:	0f 83 4f 02 00 00    	jae    0x7f453090c149
    7f453090befa:	4d 89 9f b8 01 00 00 	mov    %r11,0x1b8(%r15)
    7f453090bf01:	41 0f 18 83 00 01 00 	prefetchnta 0x100(%r11)
    ;   {no_reloc}
    7f453090bf08:	00 
    7f453090bf09:	48 c7 45 00 01 00 00 	movq   $0x1,0x0(%rbp)
    7f453090bf10:	00 
    7f453090bf11:	41 0f 18 83 40 01 00 	prefetchnta 0x140(%r11)
    ;   {metadata({type array byte})}
    7f453090bf18:	00 
    7f453090bf19:	c7 45 08 d8 09 04 80 	movl   $0x800409d8,0x8(%rbp)
    7f453090bf20:	44 89 55 0c          	mov    %r10d,0xc(%rbp)
    7f453090bf24:	41 0f 18 83 80 01 00 	prefetchnta 0x180(%r11)
    7f453090bf2b:	00 
    7f453090bf2c:	4c 8b dd             	mov    %rbp,%r11
    7f453090bf2f:	49 83 c3 10          	add    $0x10,%r11
    7f453090bf33:	49 c1 e9 03          	shr    $0x3,%r9
    7f453090bf37:	8b 4c 24 2c          	mov    0x2c(%rsp),%ecx
    7f453090bf3b:	85 c9                	test   %ecx,%ecx
    7f453090bf3d:	0f 84 3d 04 00 00    	je     0x7f453090c380
    7f453090bf43:	45 8b c2             	mov    %r10d,%r8d
    7f453090bf46:	41 3b c8             	cmp    %r8d,%ecx
    7f453090bf49:	0f 8c be 00 00 00    	jl     0x7f453090c00d
    7f453090bf4f:	48 83 c2 f0          	add    $0xfffffffffffffff0,%rdx
    7f453090bf53:	48 c1 ea 03          	shr    $0x3,%rdx
    7f453090bf57:	c4 e1 f9 7e c7       	vmovq  %xmm0,%rdi
    7f453090bf5c:	49 8b f3             	mov    %r11,%rsi
    7f453090bf5f:	c5 f8 77             	vzeroupper
    7f453090bf62:	49 ba 80 fe 36 30 45 	movabs $0x7f453036fe80,%r10
    7f453090bf69:	7f 00 00 
    ;   {other}
    7f453090bf6c:	41 ff d2             	call   *%r10
    7f453090bf6f:	0f 1f 84 00 00 00 00 	nopl   0x0(%rax,%rax,1)
    7f453090bf76:	00 
    7f453090bf77:	4c 8b 5c 24 40       	mov    0x40(%rsp),%r11
    7f453090bf7c:	41 f7 43 18 e0 ea 00 	testl  $0xeae0,0x18(%r11)
    7f453090bf83:	00 
    ;   {other}
    7f453090bf84:	0f 85 b6 09 00 00    	jne    0x7f453090c940
    7f453090bf8a:	4c 8b d5             	mov    %rbp,%r10
    7f453090bf8d:	49 c1 e2 0d          	shl    $0xd,%r10
    7f453090bf91:	49 81 ca 10 15 00 00 	or     $0x1510,%r10
    ;   {other}
    7f453090bf98:	4d 89 53 18          	mov    %r10,0x18(%r11)
    7f453090bf9c:	4c 8b 54 24 40       	mov    0x40(%rsp),%r10
    7f453090bfa1:	41 8b 6a 0c          	mov    0xc(%r10),%ebp
    7f453090bfa5:	85 ed                	test   %ebp,%ebp
    7f453090bfa7:	0f 85 a7 03 00 00    	jne    0x7f453090c354
    7f453090bfad:	41 c7 42 0c 00 00 00 	movl   $0x0,0xc(%r10)
    7f453090bfb4:	00 
    7f453090bfb5:	48 8b 6b 18          	mov    0x18(%rbx),%rbp
    7f453090bfb9:	48 c1 ed 0d          	shr    $0xd,%rbp
    7f453090bfbd:	0f 87 e4 09 00 00    	ja     0x7f453090c9a7
    7f453090bfc3:	44 8b 55 0c          	mov    0xc(%rbp),%r10d
    7f453090bfc7:	45 3b f2             	cmp    %r10d,%r14d
    7f453090bfca:	0f 83 80 02 00 00    	jae    0x7f453090c250
    7f453090bfd0:	4c 8b 5c 24 40       	mov    0x40(%rsp),%r11
    7f453090bfd5:	42 f7 44 ed 10 e0 ea 	testl  $0xeae0,0x10(%rbp,%r13,8)
    ;   {other}
    7f453090bfdc:	00 00 
    7f453090bfde:	0f 85 de 09 00 00    	jne    0x7f453090c9c2
    ;   {other}
    7f453090bfe4:	4d 8b d3             	mov    %r11,%r10
    7f453090bfe7:	49 c1 e2 0d          	shl    $0xd,%r10
    7f453090bfeb:	49 81 ca 10 15 00 00 	or     $0x1510,%r10
    7f453090bff2:	4e 89 54 ed 10       	mov    %r10,0x10(%rbp,%r13,8)
    7f453090bff7:	c5 f8 77             	vzeroupper
    7f453090bffa:	48 83 c4 60          	add    $0x60,%rsp
    7f453090bffe:	5d                   	pop    %rbp
    7f453090bfff:	49 3b a7 48 04 00 00 	cmp    0x448(%r15),%rsp
    7f453090c006:	0f 87 1f 0a 00 00    	ja     0x7f453090ca2b
    7f453090c00c:	c3                   	ret
    7f453090c00d:	48 63 d1             	movslq %ecx,%rdx
    7f453090c010:	4c 8d 52 10          	lea    0x10(%rdx),%r10
    7f453090c014:	4d 8b c2             	mov    %r10,%r8
    7f453090c017:	49 83 e0 f8          	and    $0xfffffffffffffff8,%r8
    7f453090c01b:	48 8b fd             	mov    %rbp,%rdi
    7f453090c01e:	49 03 f8             	add    %r8,%rdi
    7f453090c021:	49 c1 ea 03          	shr    $0x3,%r10
    7f453090c025:	4d 2b ca             	sub    %r10,%r9
    7f453090c028:	49 8b c9             	mov    %r9,%rcx
    7f453090c02b:	48 33 c0             	xor    %rax,%rax
    7f453090c02e:	48 83 f9 08          	cmp    $0x8,%rcx
    7f453090c032:	7f 10                	jg     0x7f453090c044
    7f453090c034:	48 ff c9             	dec    %rcx
    7f453090c037:	78 56                	js     0x7f453090c08f
    7f453090c039:	48 89 04 cf          	mov    %rax,(%rdi,%rcx,8)
    7f453090c03d:	48 ff c9             	dec    %rcx
    7f453090c040:	7d f7                	jge    0x7f453090c039
    7f453090c042:	eb 4b                	jmp    0x7f453090c08f
    7f453090c044:	c5 f5 ef c9          	vpxor  %ymm1,%ymm1,%ymm1
    7f453090c048:	e9 0d 00 00 00       	jmp    0x7f453090c05a
    7f453090c04d:	c5 fe 7f 0f          	vmovdqu %ymm1,(%rdi)
    7f453090c051:	c5 fe 7f 4f 20       	vmovdqu %ymm1,0x20(%rdi)
    7f453090c056:	48 83 c7 40          	add    $0x40,%rdi
    7f453090c05a:	48 83 e9 08          	sub    $0x8,%rcx
    7f453090c05e:	7d ed                	jge    0x7f453090c04d
    7f453090c060:	48 83 c1 04          	add    $0x4,%rcx
    7f453090c064:	7c 0c                	jl     0x7f453090c072
    7f453090c066:	c5 fe 7f 0f          	vmovdqu %ymm1,(%rdi)
    7f453090c06a:	48 83 c7 20          	add    $0x20,%rdi
    7f453090c06e:	48 83 e9 04          	sub    $0x4,%rcx
    7f453090c072:	48 83 c1 04          	add    $0x4,%rcx
    7f453090c076:	7e 17                	jle    0x7f453090c08f
    7f453090c078:	48 c7 c0 ff ff ff ff 	mov    $0xffffffffffffffff,%rax
    7f453090c07f:	c4 e2 f0 f5 c0       	bzhi   %rcx,%rax,%rax
    7f453090c084:	c4 e1 fb 92 f8       	kmovq  %rax,%k7
    7f453090c089:	62 f1 fe 2f 7f 0f    	vmovdqu64 %ymm1,(%rdi){%k7}
    7f453090c08f:	c4 e1 f9 7e c7       	vmovq  %xmm0,%rdi
    7f453090c094:	49 8b f3             	mov    %r11,%rsi
    7f453090c097:	c5 f8 77             	vzeroupper
    7f453090c09a:	49 ba c0 dd 36 30 45 	movabs $0x7f453036ddc0,%r10
    7f453090c0a1:	7f 00 00 
    ;   {other}
    7f453090c0a4:	41 ff d2             	call   *%r10
    7f453090c0a7:	0f 1f 84 00 00 00 00 	nopl   0x0(%rax,%rax,1)
    7f453090c0ae:	00 
    7f453090c0af:	e9 c3 fe ff ff       	jmp    0x7f453090bf77
    7f453090c0b4:	4c 63 d8             	movslq %eax,%r11
    7f453090c0b7:	3d 00 00 10 00       	cmp    $0x100000,%eax
    7f453090c0bc:	0f 87 d2 03 00 00    	ja     0x7f453090c494
    7f453090c0c2:	49 8b af b8 01 00 00 	mov    0x1b8(%r15),%rbp
    7f453090c0c9:	4d 8d 53 17          	lea    0x17(%r11),%r10
    7f453090c0cd:	49 83 e2 f8          	and    $0xfffffffffffffff8,%r10
    7f453090c0d1:	4c 8b cd             	mov    %rbp,%r9
    7f453090c0d4:	4d 03 ca             	add    %r10,%r9
    7f453090c0d7:	4d 3b 8f c8 01 00 00 	cmp    0x1c8(%r15),%r9
    7f453090c0de:	0f 83 b0 03 00 00    	jae    0x7f453090c494
    7f453090c0e4:	4d 89 8f b8 01 00 00 	mov    %r9,0x1b8(%r15)
    7f453090c0eb:	41 0f 18 81 00 01 00 	prefetchnta 0x100(%r9)
    7f453090c0f2:	00 
    7f453090c0f3:	48 c7 45 00 01 00 00 	movq   $0x1,0x0(%rbp)
    7f453090c0fa:	00 
    7f453090c0fb:	41 0f 18 81 40 01 00 	prefetchnta 0x140(%r9)
    7f453090c102:	00 
    7f453090c103:	c7 45 08 d8 09 04 80 	movl   $0x800409d8,0x8(%rbp)
    7f453090c10a:	89 45 0c             	mov    %eax,0xc(%rbp)
    7f453090c10d:	41 0f 18 81 80 01 00 	prefetchnta 0x180(%r9)
    7f453090c114:	00 
    7f453090c115:	48 8b f5             	mov    %rbp,%rsi
    7f453090c118:	48 83 c6 10          	add    $0x10,%rsi
    7f453090c11c:	49 83 c3 07          	add    $0x7,%r11
    7f453090c120:	49 c1 eb 03          	shr    $0x3,%r11
    7f453090c124:	c4 e1 f9 7e c7       	vmovq  %xmm0,%rdi
    7f453090c129:	49 8b d3             	mov    %r11,%rdx
    7f453090c12c:	c5 f8 77             	vzeroupper
    7f453090c12f:	49 ba 80 fe 36 30 45 	movabs $0x7f453036fe80,%r10
    7f453090c136:	7f 00 00 
    7f453090c139:	41 ff d2             	call   *%r10
    ;   {other}
    7f453090c13c:	0f 1f 84 00 00 00 00 	nopl   0x0(%rax,%rax,1)
    7f453090c143:	00 
    7f453090c144:	e9 2e fe ff ff       	jmp    0x7f453090bf77
    7f453090c149:	48 89 54 24 38       	mov    %rdx,0x38(%rsp)
    7f453090c14e:	4c 89 4c 24 30       	mov    %r9,0x30(%rsp)
    7f453090c153:	44 89 54 24 28       	mov    %r10d,0x28(%rsp)
    7f453090c158:	c5 fb 11 44 24 20    	vmovsd %xmm0,0x20(%rsp)
    7f453090c15e:	4c 89 6c 24 18       	mov    %r13,0x18(%rsp)
    7f453090c163:	44 89 74 24 0c       	mov    %r14d,0xc(%rsp)
    7f453090c168:	48 89 5c 24 10       	mov    %rbx,0x10(%rsp)
    7f453090c16d:	44 89 64 24 08       	mov    %r12d,0x8(%rsp)
    7f453090c172:	4c 89 04 24          	mov    %r8,(%rsp)
    7f453090c176:	48 8b 6c 24 40       	mov    0x40(%rsp),%rbp
    7f453090c17b:	48 be d8 09 04 80 00 	movabs $0x800409d8,%rsi
    7f453090c182:	00 00 00 
    7f453090c185:	41 8b d2             	mov    %r10d,%edx
    ;   {runtime_call _new_array_nozero_Java}
    7f453090c188:	c5 f8 77             	vzeroupper
    7f453090c18b:	e8 70 8a b3 ff       	call   0x7f4530444c00
    ;   {other}
    7f453090c190:	0f 1f 84 00 00 07 00 	nopl   0x700(%rax,%rax,1)
    7f453090c197:	00 
    7f453090c198:	44 8b 64 24 08       	mov    0x8(%rsp),%r12d
    7f453090c19d:	48 8b 5c 24 10       	mov    0x10(%rsp),%rbx
    7f453090c1a2:	44 8b 74 24 0c       	mov    0xc(%rsp),%r14d
    7f453090c1a7:	4c 8b 6c 24 18       	mov    0x18(%rsp),%r13
    7f453090c1ac:	c5 fb 10 44 24 20    	vmovsd 0x20(%rsp),%xmm0
    7f453090c1b2:	44 8b 54 24 28       	mov    0x28(%rsp),%r10d
    7f453090c1b7:	4c 8b 4c 24 30       	mov    0x30(%rsp),%r9
    7f453090c1bc:	48 8b 54 24 38       	mov    0x38(%rsp),%rdx
    7f453090c1c1:	48 8b e8             	mov    %rax,%rbp
    7f453090c1c4:	e9 63 fd ff ff       	jmp    0x7f453090bf2c
    7f453090c1c9:	be e4 ff ff ff       	mov    $0xffffffe4,%esi
    7f453090c1ce:	48 89 1c 24          	mov    %rbx,(%rsp)
    7f453090c1d2:	44 89 64 24 10       	mov    %r12d,0x10(%rsp)
    7f453090c1d7:	4c 89 5c 24 18       	mov    %r11,0x18(%rsp)
    7f453090c1dc:	89 4c 24 14          	mov    %ecx,0x14(%rsp)
    ;   {runtime_call UncommonTrapBlob}
    7f453090c1e0:	c5 f8 77             	vzeroupper
    7f453090c1e3:	e8 98 28 a8 ff       	call   0x7f453038ea80
    ;   {other}
    7f453090c1e8:	0f 1f 84 00 58 07 00 	nopl   0x1000758(%rax,%rax,1)
    7f453090c1ef:	01 
    7f453090c1f0:	be e4 ff ff ff       	mov    $0xffffffe4,%esi
    7f453090c1f5:	c5 fb 11 04 24       	vmovsd %xmm0,(%rsp)
    7f453090c1fa:	44 89 64 24 10       	mov    %r12d,0x10(%rsp)
    7f453090c1ff:	4c 89 5c 24 18       	mov    %r11,0x18(%rsp)
    7f453090c204:	48 89 5c 24 20       	mov    %rbx,0x20(%rsp)
    7f453090c209:	44 89 74 24 14       	mov    %r14d,0x14(%rsp)
    7f453090c20e:	66 90                	xchg   %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7f453090c210:	c5 f8 77             	vzeroupper
    7f453090c213:	e8 68 28 a8 ff       	call   0x7f453038ea80
    ;   {other}
    7f453090c218:	0f 1f 84 00 88 07 00 	nopl   0x2000788(%rax,%rax,1)
    7f453090c21f:	02 
    7f453090c220:	be e4 ff ff ff       	mov    $0xffffffe4,%esi
    7f453090c225:	48 89 14 24          	mov    %rdx,(%rsp)
    7f453090c229:	44 89 64 24 10       	mov    %r12d,0x10(%rsp)
    7f453090c22e:	4c 89 5c 24 18       	mov    %r11,0x18(%rsp)
    7f453090c233:	48 89 5c 24 20       	mov    %rbx,0x20(%rsp)
    7f453090c238:	44 89 54 24 14       	mov    %r10d,0x14(%rsp)
    7f453090c23d:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7f453090c240:	c5 f8 77             	vzeroupper
    7f453090c243:	e8 38 28 a8 ff       	call   0x7f453038ea80
    ;   {other}
    7f453090c248:	0f 1f 84 00 b8 07 00 	nopl   0x30007b8(%rax,%rax,1)
    7f453090c24f:	03 
    7f453090c250:	be e4 ff ff ff       	mov    $0xffffffe4,%esi
    7f453090c255:	44 89 74 24 08       	mov    %r14d,0x8(%rsp)
    7f453090c25a:	66 90                	xchg   %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7f453090c25c:	c5 f8 77             	vzeroupper
    7f453090c25f:	e8 1c 28 a8 ff       	call   0x7f453038ea80
    ;   {other}
    7f453090c264:	0f 1f 84 00 d4 07 00 	nopl   0x40007d4(%rax,%rax,1)
    7f453090c26b:	04 
    7f453090c26c:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f453090c271:	c5 fb 11 04 24       	vmovsd %xmm0,(%rsp)
    7f453090c276:	44 89 64 24 10       	mov    %r12d,0x10(%rsp)
    7f453090c27b:	4c 89 5c 24 20       	mov    %r11,0x20(%rsp)
    ;   {runtime_call UncommonTrapBlob}
    7f453090c280:	c5 f8 77             	vzeroupper
    7f453090c283:	e8 f8 27 a8 ff       	call   0x7f453038ea80
    ;   {other}
    7f453090c288:	0f 1f 84 00 f8 07 00 	nopl   0x50007f8(%rax,%rax,1)
    7f453090c28f:	05 
    7f453090c290:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f453090c295:	c4 e1 f9 7e c5       	vmovq  %xmm0,%rbp
    7f453090c29a:	44 89 64 24 08       	mov    %r12d,0x8(%rsp)
    7f453090c29f:	4c 89 5c 24 10       	mov    %r11,0x10(%rsp)
    7f453090c2a4:	48 89 5c 24 18       	mov    %rbx,0x18(%rsp)
    7f453090c2a9:	48 89 4c 24 28       	mov    %rcx,0x28(%rsp)
    7f453090c2ae:	66 90                	xchg   %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7f453090c2b0:	c5 f8 77             	vzeroupper
    7f453090c2b3:	e8 c8 27 a8 ff       	call   0x7f453038ea80
    ;   {other}
    7f453090c2b8:	0f 1f 84 00 28 08 00 	nopl   0x6000828(%rax,%rax,1)
    7f453090c2bf:	06 
    7f453090c2c0:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f453090c2c5:	48 89 14 24          	mov    %rdx,(%rsp)
    7f453090c2c9:	44 89 64 24 10       	mov    %r12d,0x10(%rsp)
    7f453090c2ce:	4c 89 5c 24 18       	mov    %r11,0x18(%rsp)
    7f453090c2d3:	48 89 5c 24 20       	mov    %rbx,0x20(%rsp)
    ;   {runtime_call UncommonTrapBlob}
    7f453090c2d8:	c5 f8 77             	vzeroupper
    7f453090c2db:	e8 a0 27 a8 ff       	call   0x7f453038ea80
    ;   {other}
    7f453090c2e0:	0f 1f 84 00 50 08 00 	nopl   0x7000850(%rax,%rax,1)
    7f453090c2e7:	07 
    7f453090c2e8:	be 3d ff ff ff       	mov    $0xffffff3d,%esi
    7f453090c2ed:	c4 e1 f9 7e c5       	vmovq  %xmm0,%rbp
    7f453090c2f2:	89 7c 24 0c          	mov    %edi,0xc(%rsp)
    7f453090c2f6:	66 90                	xchg   %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7f453090c2f8:	c5 f8 77             	vzeroupper
    7f453090c2fb:	e8 80 27 a8 ff       	call   0x7f453038ea80
    ;   {other}
    7f453090c300:	0f 1f 84 00 70 08 00 	nopl   0x8000870(%rax,%rax,1)
    7f453090c307:	08 
    7f453090c308:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f453090c30d:	c4 e1 f9 7e c5       	vmovq  %xmm0,%rbp
    7f453090c312:	44 89 64 24 08       	mov    %r12d,0x8(%rsp)
    7f453090c317:	90                   	nop
    ;   {runtime_call UncommonTrapBlob}
    7f453090c318:	c5 f8 77             	vzeroupper
    7f453090c31b:	e8 60 27 a8 ff       	call   0x7f453038ea80
    ;   {other}
    7f453090c320:	0f 1f 84 00 90 08 00 	nopl   0x9000890(%rax,%rax,1)
    7f453090c327:	09 
    7f453090c328:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f453090c32d:	c4 e1 f9 7e c5       	vmovq  %xmm0,%rbp
    7f453090c332:	44 89 64 24 08       	mov    %r12d,0x8(%rsp)
    7f453090c337:	4c 89 5c 24 10       	mov    %r11,0x10(%rsp)
    7f453090c33c:	48 89 5c 24 20       	mov    %rbx,0x20(%rsp)
    7f453090c341:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7f453090c344:	c5 f8 77             	vzeroupper
    7f453090c347:	e8 34 27 a8 ff       	call   0x7f453038ea80
    ;   {other}
    7f453090c34c:	0f 1f 84 00 bc 08 00 	nopl   0xa0008bc(%rax,%rax,1)
    7f453090c353:	0a 
    7f453090c354:	be 3d ff ff ff       	mov    $0xffffff3d,%esi
    7f453090c359:	4c 89 54 24 08       	mov    %r10,0x8(%rsp)
    7f453090c35e:	44 89 64 24 10       	mov    %r12d,0x10(%rsp)
    7f453090c363:	48 89 5c 24 18       	mov    %rbx,0x18(%rsp)
    ;   {runtime_call UncommonTrapBlob}
    7f453090c368:	c5 f8 77             	vzeroupper
    7f453090c36b:	e8 10 27 a8 ff       	call   0x7f453038ea80
    ;   {other}
    7f453090c370:	0f 1f 84 00 e0 08 00 	nopl   0xb0008e0(%rax,%rax,1)
    7f453090c377:	0b 
    7f453090c378:	4d 63 ca             	movslq %r10d,%r9
    7f453090c37b:	e9 27 fb ff ff       	jmp    0x7f453090bea7
    7f453090c380:	49 83 c1 fe          	add    $0xfffffffffffffffe,%r9
    7f453090c384:	49 8b c9             	mov    %r9,%rcx
    7f453090c387:	49 8b fb             	mov    %r11,%rdi
    7f453090c38a:	48 33 c0             	xor    %rax,%rax
    7f453090c38d:	48 83 f9 08          	cmp    $0x8,%rcx
    7f453090c391:	7f 10                	jg     0x7f453090c3a3
    7f453090c393:	48 ff c9             	dec    %rcx
    7f453090c396:	78 56                	js     0x7f453090c3ee
    7f453090c398:	48 89 04 cf          	mov    %rax,(%rdi,%rcx,8)
    7f453090c39c:	48 ff c9             	dec    %rcx
    7f453090c39f:	7d f7                	jge    0x7f453090c398
    7f453090c3a1:	eb 4b                	jmp    0x7f453090c3ee
    7f453090c3a3:	c5 fd ef c0          	vpxor  %ymm0,%ymm0,%ymm0
    7f453090c3a7:	e9 0d 00 00 00       	jmp    0x7f453090c3b9
    7f453090c3ac:	c5 fe 7f 07          	vmovdqu %ymm0,(%rdi)
    7f453090c3b0:	c5 fe 7f 47 20       	vmovdqu %ymm0,0x20(%rdi)
    7f453090c3b5:	48 83 c7 40          	add    $0x40,%rdi
    7f453090c3b9:	48 83 e9 08          	sub    $0x8,%rcx
    7f453090c3bd:	7d ed                	jge    0x7f453090c3ac
    7f453090c3bf:	48 83 c1 04          	add    $0x4,%rcx
    7f453090c3c3:	7c 0c                	jl     0x7f453090c3d1
    7f453090c3c5:	c5 fe 7f 07          	vmovdqu %ymm0,(%rdi)
    7f453090c3c9:	48 83 c7 20          	add    $0x20,%rdi
    7f453090c3cd:	48 83 e9 04          	sub    $0x4,%rcx
    7f453090c3d1:	48 83 c1 04          	add    $0x4,%rcx
    7f453090c3d5:	7e 17                	jle    0x7f453090c3ee
    7f453090c3d7:	48 c7 c0 ff ff ff ff 	mov    $0xffffffffffffffff,%rax
    7f453090c3de:	c4 e2 f0 f5 c0       	bzhi   %rcx,%rax,%rax
    7f453090c3e3:	c4 e1 fb 92 f8       	kmovq  %rax,%k7
    7f453090c3e8:	62 f1 fe 2f 7f 07    	vmovdqu64 %ymm0,(%rdi){%k7}
    7f453090c3ee:	e9 84 fb ff ff       	jmp    0x7f453090bf77
    7f453090c3f3:	be cc ff ff ff       	mov    $0xffffffcc,%esi
    7f453090c3f8:	48 8b 6c 24 40       	mov    0x40(%rsp),%rbp
    7f453090c3fd:	44 89 64 24 10       	mov    %r12d,0x10(%rsp)
    7f453090c402:	48 89 5c 24 18       	mov    %rbx,0x18(%rsp)
    7f453090c407:	4c 89 44 24 20       	mov    %r8,0x20(%rsp)
    7f453090c40c:	44 89 54 24 28       	mov    %r10d,0x28(%rsp)
    7f453090c411:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7f453090c414:	c5 f8 77             	vzeroupper
    7f453090c417:	e8 64 26 a8 ff       	call   0x7f453038ea80
    ;   {other}
    7f453090c41c:	0f 1f 84 00 8c 09 00 	nopl   0xc00098c(%rax,%rax,1)
    7f453090c423:	0c 
    7f453090c424:	be 3d ff ff ff       	mov    $0xffffff3d,%esi
    7f453090c429:	4c 8b 5c 24 40       	mov    0x40(%rsp),%r11
    7f453090c42e:	4c 89 5c 24 08       	mov    %r11,0x8(%rsp)
    7f453090c433:	4c 89 5c 24 10       	mov    %r11,0x10(%rsp)
    7f453090c438:	44 89 64 24 28       	mov    %r12d,0x28(%rsp)
    7f453090c43d:	48 89 5c 24 30       	mov    %rbx,0x30(%rsp)
    7f453090c442:	4c 89 44 24 38       	mov    %r8,0x38(%rsp)
    7f453090c447:	89 44 24 2c          	mov    %eax,0x2c(%rsp)
    7f453090c44b:	44 89 54 24 40       	mov    %r10d,0x40(%rsp)
    ;   {runtime_call UncommonTrapBlob}
    7f453090c450:	c5 f8 77             	vzeroupper
    7f453090c453:	e8 28 26 a8 ff       	call   0x7f453038ea80
    ;   {other}
    7f453090c458:	0f 1f 84 00 c8 09 00 	nopl   0xd0009c8(%rax,%rax,1)
    7f453090c45f:	0d 
    7f453090c460:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f453090c465:	4c 8b 54 24 40       	mov    0x40(%rsp),%r10
    7f453090c46a:	4c 89 54 24 08       	mov    %r10,0x8(%rsp)
    7f453090c46f:	4c 89 54 24 10       	mov    %r10,0x10(%rsp)
    7f453090c474:	44 89 64 24 20       	mov    %r12d,0x20(%rsp)
    7f453090c479:	48 89 5c 24 28       	mov    %rbx,0x28(%rsp)
    7f453090c47e:	4c 89 44 24 30       	mov    %r8,0x30(%rsp)
    7f453090c483:	90                   	nop
    ;   {runtime_call UncommonTrapBlob}
    7f453090c484:	c5 f8 77             	vzeroupper
    7f453090c487:	e8 f4 25 a8 ff       	call   0x7f453038ea80
    ;   {other}
    7f453090c48c:	0f 1f 84 00 fc 09 00 	nopl   0xe0009fc(%rax,%rax,1)
    7f453090c493:	0e 
    7f453090c494:	4c 89 5c 24 30       	mov    %r11,0x30(%rsp)
    7f453090c499:	c5 fb 11 44 24 28    	vmovsd %xmm0,0x28(%rsp)
    7f453090c49f:	4c 89 6c 24 08       	mov    %r13,0x8(%rsp)
    7f453090c4a4:	44 89 34 24          	mov    %r14d,(%rsp)
    7f453090c4a8:	48 89 5c 24 20       	mov    %rbx,0x20(%rsp)
    7f453090c4ad:	44 89 64 24 18       	mov    %r12d,0x18(%rsp)
    7f453090c4b2:	4c 89 44 24 10       	mov    %r8,0x10(%rsp)
    7f453090c4b7:	48 8b 6c 24 40       	mov    0x40(%rsp),%rbp
    ;   {metadata({type array byte})}
    7f453090c4bc:	48 be d8 09 04 80 00 	movabs $0x800409d8,%rsi
    7f453090c4c3:	00 00 00 
    7f453090c4c6:	8b d0                	mov    %eax,%edx
    ;   {runtime_call _new_array_nozero_Java}
    7f453090c4c8:	c5 f8 77             	vzeroupper
    7f453090c4cb:	e8 30 87 b3 ff       	call   0x7f4530444c00
    ;   {other}
    7f453090c4d0:	0f 1f 84 00 40 0a 00 	nopl   0xf000a40(%rax,%rax,1)
    7f453090c4d7:	0f 
    7f453090c4d8:	44 8b 64 24 18       	mov    0x18(%rsp),%r12d
    7f453090c4dd:	48 8b 5c 24 20       	mov    0x20(%rsp),%rbx
    7f453090c4e2:	44 8b 34 24          	mov    (%rsp),%r14d
    7f453090c4e6:	4c 8b 6c 24 08       	mov    0x8(%rsp),%r13
    7f453090c4eb:	c5 fb 10 44 24 28    	vmovsd 0x28(%rsp),%xmm0
    7f453090c4f1:	4c 8b 5c 24 30       	mov    0x30(%rsp),%r11
    7f453090c4f6:	48 8b e8             	mov    %rax,%rbp
    7f453090c4f9:	e9 17 fc ff ff       	jmp    0x7f453090c115
    7f453090c4fe:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f453090c503:	90                   	nop
    ;   {runtime_call UncommonTrapBlob}
    7f453090c504:	c5 f8 77             	vzeroupper
    7f453090c507:	e8 74 25 a8 ff       	call   0x7f453038ea80
    ;   {other}
    7f453090c50c:	0f 1f 84 00 7c 0a 00 	nopl   0x10000a7c(%rax,%rax,1)
    7f453090c513:	10 
    7f453090c514:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f453090c519:	8b e9                	mov    %ecx,%ebp
    7f453090c51b:	90                   	nop
    ;   {runtime_call UncommonTrapBlob}
    7f453090c51c:	c5 f8 77             	vzeroupper
    7f453090c51f:	e8 5c 25 a8 ff       	call   0x7f453038ea80
    ;   {other}
    7f453090c524:	0f 1f 84 00 94 0a 00 	nopl   0x11000a94(%rax,%rax,1)
    7f453090c52b:	11 
    7f453090c52c:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f453090c531:	41 8b ee             	mov    %r14d,%ebp
    ;   {runtime_call UncommonTrapBlob}
    7f453090c534:	c5 f8 77             	vzeroupper
    7f453090c537:	e8 44 25 a8 ff       	call   0x7f453038ea80
    ;   {other}
    7f453090c53c:	0f 1f 84 00 ac 0a 00 	nopl   0x12000aac(%rax,%rax,1)
    7f453090c543:	12 
    7f453090c544:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f453090c549:	41 8b ea             	mov    %r10d,%ebp
    ;   {runtime_call UncommonTrapBlob}
    7f453090c54c:	c5 f8 77             	vzeroupper
    7f453090c54f:	e8 2c 25 a8 ff       	call   0x7f453038ea80
    ;   {other}
    7f453090c554:	0f 1f 84 00 c4 0a 00 	nopl   0x13000ac4(%rax,%rax,1)
    7f453090c55b:	13 
    7f453090c55c:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f453090c561:	48 8b 6c 24 40       	mov    0x40(%rsp),%rbp
    7f453090c566:	44 89 34 24          	mov    %r14d,(%rsp)
    7f453090c56a:	66 90                	xchg   %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7f453090c56c:	c5 f8 77             	vzeroupper
    7f453090c56f:	e8 0c 25 a8 ff       	call   0x7f453038ea80
    ;   {other}
    7f453090c574:	0f 1f 84 00 e4 0a 00 	nopl   0x14000ae4(%rax,%rax,1)
    7f453090c57b:	14 
    7f453090c57c:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f453090c581:	c4 e1 f9 7e c5       	vmovq  %xmm0,%rbp
    7f453090c586:	48 89 54 24 08       	mov    %rdx,0x8(%rsp)
    7f453090c58b:	48 89 54 24 10       	mov    %rdx,0x10(%rsp)
    ;   {runtime_call UncommonTrapBlob}
    7f453090c590:	c5 f8 77             	vzeroupper
    7f453090c593:	e8 e8 24 a8 ff       	call   0x7f453038ea80
    ;   {other}
    7f453090c598:	0f 1f 84 00 08 0b 00 	nopl   0x15000b08(%rax,%rax,1)
    7f453090c59f:	15 
    7f453090c5a0:	48 8b f0             	mov    %rax,%rsi
    7f453090c5a3:	c5 f8 77             	vzeroupper
    7f453090c5a6:	48 83 c4 60          	add    $0x60,%rsp
    7f453090c5aa:	5d                   	pop    %rbp
    7f453090c5ab:	e9 d0 11 b4 ff       	jmp    0x7f453044d780
    7f453090c5b0:	be 97 ff ff ff       	mov    $0xffffff97,%esi
    7f453090c5b5:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7f453090c5b8:	c5 f8 77             	vzeroupper
    7f453090c5bb:	e8 c0 24 a8 ff       	call   0x7f453038ea80
    ;   {other}
    7f453090c5c0:	0f 1f 84 00 30 0b 00 	nopl   0x16000b30(%rax,%rax,1)
    7f453090c5c7:	16 
    7f453090c5c8:	4c 8b 42 18          	mov    0x18(%rdx),%r8
    7f453090c5cc:	48 83 ec 20          	sub    $0x20,%rsp
    7f453090c5d0:	c5 f9 d6 44 24 18    	vmovq  %xmm0,0x18(%rsp)
    7f453090c5d6:	48 89 54 24 10       	mov    %rdx,0x10(%rsp)
    7f453090c5db:	48 89 74 24 08       	mov    %rsi,0x8(%rsp)
    7f453090c5e0:	48 8d 72 18          	lea    0x18(%rdx),%rsi
    ;   {runtime_call ZBarrierSetRuntime::load_barrier_on_oop_field_preloaded(oopDesc*, oopDesc**)}
    7f453090c5e4:	49 8b f8             	mov    %r8,%rdi
    7f453090c5e7:	e8 d4 4d d9 12       	call   0x7f45436a13c0
    7f453090c5ec:	4c 8b c0             	mov    %rax,%r8
    7f453090c5ef:	48 8b 74 24 08       	mov    0x8(%rsp),%rsi
    7f453090c5f4:	48 8b 54 24 10       	mov    0x10(%rsp),%rdx
    7f453090c5f9:	c5 f8 77             	vzeroupper
    7f453090c5fc:	c5 fa 7e 44 24 18    	vmovq  0x18(%rsp),%xmm0
    7f453090c602:	48 83 c4 20          	add    $0x20,%rsp
    7f453090c606:	e9 fb f6 ff ff       	jmp    0x7f453090bd06
    7f453090c60b:	4d 8b 19             	mov    (%r9),%r11
    7f453090c60e:	48 83 ec 40          	sub    $0x40,%rsp
    7f453090c612:	c5 f9 d6 44 24 38    	vmovq  %xmm0,0x38(%rsp)
    7f453090c618:	4c 89 54 24 30       	mov    %r10,0x30(%rsp)
    7f453090c61d:	4c 89 44 24 28       	mov    %r8,0x28(%rsp)
    7f453090c622:	4c 89 4c 24 20       	mov    %r9,0x20(%rsp)
    7f453090c627:	48 89 7c 24 18       	mov    %rdi,0x18(%rsp)
    7f453090c62c:	48 89 74 24 10       	mov    %rsi,0x10(%rsp)
    7f453090c631:	48 89 44 24 08       	mov    %rax,0x8(%rsp)
    7f453090c636:	49 8d 31             	lea    (%r9),%rsi
    7f453090c639:	49 8b fb             	mov    %r11,%rdi
    ;   {runtime_call ZBarrierSetRuntime::load_barrier_on_oop_field_preloaded(oopDesc*, oopDesc**)}
    7f453090c63c:	e8 7f 4d d9 12       	call   0x7f45436a13c0
    7f453090c641:	4c 8b d8             	mov    %rax,%r11
    7f453090c644:	48 8b 44 24 08       	mov    0x8(%rsp),%rax
    7f453090c649:	48 8b 74 24 10       	mov    0x10(%rsp),%rsi
    7f453090c64e:	48 8b 7c 24 18       	mov    0x18(%rsp),%rdi
    7f453090c653:	4c 8b 4c 24 20       	mov    0x20(%rsp),%r9
    7f453090c658:	4c 8b 44 24 28       	mov    0x28(%rsp),%r8
    7f453090c65d:	4c 8b 54 24 30       	mov    0x30(%rsp),%r10
    7f453090c662:	c5 f8 77             	vzeroupper
    7f453090c665:	c5 fa 7e 44 24 38    	vmovq  0x38(%rsp),%xmm0
    7f453090c66b:	48 83 c4 40          	add    $0x40,%rsp
    7f453090c66f:	e9 d8 f6 ff ff       	jmp    0x7f453090bd4c
    7f453090c674:	48 8b 6b 40          	mov    0x40(%rbx),%rbp
    7f453090c678:	48 83 ec 50          	sub    $0x50,%rsp
    7f453090c67c:	c5 f9 d6 44 24 48    	vmovq  %xmm0,0x48(%rsp)
    7f453090c682:	4c 89 54 24 40       	mov    %r10,0x40(%rsp)
    7f453090c687:	4c 89 5c 24 38       	mov    %r11,0x38(%rsp)
    7f453090c68c:	4c 89 44 24 30       	mov    %r8,0x30(%rsp)
    7f453090c691:	4c 89 4c 24 28       	mov    %r9,0x28(%rsp)
    7f453090c696:	48 89 4c 24 20       	mov    %rcx,0x20(%rsp)
    7f453090c69b:	48 89 7c 24 18       	mov    %rdi,0x18(%rsp)
    7f453090c6a0:	48 89 74 24 10       	mov    %rsi,0x10(%rsp)
    7f453090c6a5:	48 89 44 24 08       	mov    %rax,0x8(%rsp)
    7f453090c6aa:	48 8d 73 40          	lea    0x40(%rbx),%rsi
    7f453090c6ae:	48 8b fd             	mov    %rbp,%rdi
    7f453090c6b1:	e8 0a 4d d9 12       	call   0x7f45436a13c0
    7f453090c6b6:	48 8b e8             	mov    %rax,%rbp
    7f453090c6b9:	48 8b 44 24 08       	mov    0x8(%rsp),%rax
    7f453090c6be:	48 8b 74 24 10       	mov    0x10(%rsp),%rsi
    7f453090c6c3:	48 8b 7c 24 18       	mov    0x18(%rsp),%rdi
    7f453090c6c8:	48 8b 4c 24 20       	mov    0x20(%rsp),%rcx
    7f453090c6cd:	4c 8b 4c 24 28       	mov    0x28(%rsp),%r9
    7f453090c6d2:	4c 8b 44 24 30       	mov    0x30(%rsp),%r8
    7f453090c6d7:	4c 8b 5c 24 38       	mov    0x38(%rsp),%r11
    7f453090c6dc:	4c 8b 54 24 40       	mov    0x40(%rsp),%r10
    7f453090c6e1:	c5 f8 77             	vzeroupper
    7f453090c6e4:	c5 fa 7e 44 24 48    	vmovq  0x48(%rsp),%xmm0
    7f453090c6ea:	48 83 c4 50          	add    $0x50,%rsp
    7f453090c6ee:	e9 79 f6 ff ff       	jmp    0x7f453090bd6c
    7f453090c6f3:	48 8b 5c cd 10       	mov    0x10(%rbp,%rcx,8),%rbx
    7f453090c6f8:	48 83 ec 50          	sub    $0x50,%rsp
    7f453090c6fc:	c5 f9 d6 44 24 48    	vmovq  %xmm0,0x48(%rsp)
    7f453090c702:	4c 89 54 24 40       	mov    %r10,0x40(%rsp)
    7f453090c707:	4c 89 5c 24 38       	mov    %r11,0x38(%rsp)
    7f453090c70c:	4c 89 44 24 30       	mov    %r8,0x30(%rsp)
    7f453090c711:	4c 89 4c 24 28       	mov    %r9,0x28(%rsp)
    7f453090c716:	48 89 4c 24 20       	mov    %rcx,0x20(%rsp)
    7f453090c71b:	48 89 7c 24 18       	mov    %rdi,0x18(%rsp)
    7f453090c720:	48 89 74 24 10       	mov    %rsi,0x10(%rsp)
    7f453090c725:	48 89 44 24 08       	mov    %rax,0x8(%rsp)
    7f453090c72a:	48 8d 74 cd 10       	lea    0x10(%rbp,%rcx,8),%rsi
    7f453090c72f:	48 8b fb             	mov    %rbx,%rdi
    7f453090c732:	e8 89 4c d9 12       	call   0x7f45436a13c0
    7f453090c737:	48 8b d8             	mov    %rax,%rbx
    7f453090c73a:	48 8b 44 24 08       	mov    0x8(%rsp),%rax
    7f453090c73f:	48 8b 74 24 10       	mov    0x10(%rsp),%rsi
    7f453090c744:	48 8b 7c 24 18       	mov    0x18(%rsp),%rdi
    7f453090c749:	48 8b 4c 24 20       	mov    0x20(%rsp),%rcx
    7f453090c74e:	4c 8b 4c 24 28       	mov    0x28(%rsp),%r9
    7f453090c753:	4c 8b 44 24 30       	mov    0x30(%rsp),%r8
    7f453090c758:	4c 8b 5c 24 38       	mov    0x38(%rsp),%r11
    7f453090c75d:	4c 8b 54 24 40       	mov    0x40(%rsp),%r10
    7f453090c762:	c5 f8 77             	vzeroupper
    7f453090c765:	c5 fa 7e 44 24 48    	vmovq  0x48(%rsp),%xmm0
    7f453090c76b:	48 83 c4 50          	add    $0x50,%rsp
    7f453090c76f:	e9 12 f6 ff ff       	jmp    0x7f453090bd86
    7f453090c774:	48 8b 6b 10          	mov    0x10(%rbx),%rbp
    7f453090c778:	48 83 ec 40          	sub    $0x40,%rsp
    7f453090c77c:	c5 f9 d6 44 24 38    	vmovq  %xmm0,0x38(%rsp)
    7f453090c782:	4c 89 54 24 30       	mov    %r10,0x30(%rsp)
    7f453090c787:	4c 89 5c 24 28       	mov    %r11,0x28(%rsp)
    7f453090c78c:	4c 89 44 24 20       	mov    %r8,0x20(%rsp)
    7f453090c791:	4c 89 4c 24 18       	mov    %r9,0x18(%rsp)
    7f453090c796:	48 89 7c 24 10       	mov    %rdi,0x10(%rsp)
    7f453090c79b:	48 89 74 24 08       	mov    %rsi,0x8(%rsp)
    7f453090c7a0:	48 89 04 24          	mov    %rax,(%rsp)
    7f453090c7a4:	48 8d 73 10          	lea    0x10(%rbx),%rsi
    ;   {runtime_call ZBarrierSetRuntime::load_barrier_on_oop_field_preloaded(oopDesc*, oopDesc**)}
    7f453090c7a8:	48 8b fd             	mov    %rbp,%rdi
    7f453090c7ab:	e8 10 4c d9 12       	call   0x7f45436a13c0
    7f453090c7b0:	48 8b e8             	mov    %rax,%rbp
    7f453090c7b3:	48 8b 04 24          	mov    (%rsp),%rax
    7f453090c7b7:	48 8b 74 24 08       	mov    0x8(%rsp),%rsi
    7f453090c7bc:	48 8b 7c 24 10       	mov    0x10(%rsp),%rdi
    7f453090c7c1:	4c 8b 4c 24 18       	mov    0x18(%rsp),%r9
    7f453090c7c6:	4c 8b 44 24 20       	mov    0x20(%rsp),%r8
    7f453090c7cb:	4c 8b 5c 24 28       	mov    0x28(%rsp),%r11
    7f453090c7d0:	4c 8b 54 24 30       	mov    0x30(%rsp),%r10
    7f453090c7d5:	c5 f8 77             	vzeroupper
    7f453090c7d8:	c5 fa 7e 44 24 38    	vmovq  0x38(%rsp),%xmm0
    7f453090c7de:	48 83 c4 40          	add    $0x40,%rsp
    7f453090c7e2:	e9 b6 f5 ff ff       	jmp    0x7f453090bd9d
    7f453090c7e7:	48 8b 6b 18          	mov    0x18(%rbx),%rbp
    7f453090c7eb:	48 83 ec 40          	sub    $0x40,%rsp
    7f453090c7ef:	c5 f9 d6 44 24 38    	vmovq  %xmm0,0x38(%rsp)
    7f453090c7f5:	4c 89 54 24 30       	mov    %r10,0x30(%rsp)
    7f453090c7fa:	4c 89 5c 24 28       	mov    %r11,0x28(%rsp)
    7f453090c7ff:	4c 89 44 24 20       	mov    %r8,0x20(%rsp)
    7f453090c804:	4c 89 4c 24 18       	mov    %r9,0x18(%rsp)
    7f453090c809:	48 89 7c 24 10       	mov    %rdi,0x10(%rsp)
    7f453090c80e:	48 89 74 24 08       	mov    %rsi,0x8(%rsp)
    7f453090c813:	48 89 04 24          	mov    %rax,(%rsp)
    7f453090c817:	48 8d 73 18          	lea    0x18(%rbx),%rsi
    7f453090c81b:	48 8b fd             	mov    %rbp,%rdi
    7f453090c81e:	e8 9d 4b d9 12       	call   0x7f45436a13c0
    7f453090c823:	48 8b e8             	mov    %rax,%rbp
    7f453090c826:	48 8b 04 24          	mov    (%rsp),%rax
    7f453090c82a:	48 8b 74 24 08       	mov    0x8(%rsp),%rsi
    7f453090c82f:	48 8b 7c 24 10       	mov    0x10(%rsp),%rdi
    7f453090c834:	4c 8b 4c 24 18       	mov    0x18(%rsp),%r9
    7f453090c839:	4c 8b 44 24 20       	mov    0x20(%rsp),%r8
    7f453090c83e:	4c 8b 5c 24 28       	mov    0x28(%rsp),%r11
    7f453090c843:	4c 8b 54 24 30       	mov    0x30(%rsp),%r10
    7f453090c848:	c5 f8 77             	vzeroupper
    7f453090c84b:	c5 fa 7e 44 24 38    	vmovq  0x38(%rsp),%xmm0
    7f453090c851:	48 83 c4 40          	add    $0x40,%rsp
    7f453090c855:	e9 63 f5 ff ff       	jmp    0x7f453090bdbd
    7f453090c85a:	4a 8b 4c ed 10       	mov    0x10(%rbp,%r13,8),%rcx
    7f453090c85f:	48 83 ec 40          	sub    $0x40,%rsp
    7f453090c863:	c5 f9 d6 44 24 38    	vmovq  %xmm0,0x38(%rsp)
    7f453090c869:	4c 89 54 24 30       	mov    %r10,0x30(%rsp)
    7f453090c86e:	4c 89 5c 24 28       	mov    %r11,0x28(%rsp)
    7f453090c873:	4c 89 44 24 20       	mov    %r8,0x20(%rsp)
    7f453090c878:	4c 89 4c 24 18       	mov    %r9,0x18(%rsp)
    7f453090c87d:	48 89 7c 24 10       	mov    %rdi,0x10(%rsp)
    7f453090c882:	48 89 74 24 08       	mov    %rsi,0x8(%rsp)
    7f453090c887:	48 89 04 24          	mov    %rax,(%rsp)
    7f453090c88b:	4a 8d 74 ed 10       	lea    0x10(%rbp,%r13,8),%rsi
    ;   {runtime_call ZBarrierSetRuntime::load_barrier_on_oop_field_preloaded(oopDesc*, oopDesc**)}
    7f453090c890:	48 8b f9             	mov    %rcx,%rdi
    7f453090c893:	e8 28 4b d9 12       	call   0x7f45436a13c0
    7f453090c898:	48 8b c8             	mov    %rax,%rcx
    7f453090c89b:	48 8b 04 24          	mov    (%rsp),%rax
    7f453090c89f:	48 8b 74 24 08       	mov    0x8(%rsp),%rsi
    7f453090c8a4:	48 8b 7c 24 10       	mov    0x10(%rsp),%rdi
    7f453090c8a9:	4c 8b 4c 24 18       	mov    0x18(%rsp),%r9
    7f453090c8ae:	4c 8b 44 24 20       	mov    0x20(%rsp),%r8
    7f453090c8b3:	4c 8b 5c 24 28       	mov    0x28(%rsp),%r11
    7f453090c8b8:	4c 8b 54 24 30       	mov    0x30(%rsp),%r10
    7f453090c8bd:	c5 f8 77             	vzeroupper
    7f453090c8c0:	c5 fa 7e 44 24 38    	vmovq  0x38(%rsp),%xmm0
    7f453090c8c6:	48 83 c4 40          	add    $0x40,%rsp
    7f453090c8ca:	e9 15 f5 ff ff       	jmp    0x7f453090bde4
    7f453090c8cf:	48 8b 6a 30          	mov    0x30(%rdx),%rbp
    7f453090c8d3:	48 83 ec 40          	sub    $0x40,%rsp
    7f453090c8d7:	4c 89 54 24 38       	mov    %r10,0x38(%rsp)
    7f453090c8dc:	4c 89 5c 24 30       	mov    %r11,0x30(%rsp)
    7f453090c8e1:	4c 89 44 24 28       	mov    %r8,0x28(%rsp)
    7f453090c8e6:	48 89 4c 24 20       	mov    %rcx,0x20(%rsp)
    7f453090c8eb:	48 89 7c 24 18       	mov    %rdi,0x18(%rsp)
    7f453090c8f0:	48 89 54 24 10       	mov    %rdx,0x10(%rsp)
    7f453090c8f5:	48 89 74 24 08       	mov    %rsi,0x8(%rsp)
    7f453090c8fa:	48 89 04 24          	mov    %rax,(%rsp)
    7f453090c8fe:	48 8d 72 30          	lea    0x30(%rdx),%rsi
    7f453090c902:	48 8b fd             	mov    %rbp,%rdi
    7f453090c905:	e8 b6 4a d9 12       	call   0x7f45436a13c0
    7f453090c90a:	48 8b e8             	mov    %rax,%rbp
    7f453090c90d:	48 8b 04 24          	mov    (%rsp),%rax
    7f453090c911:	48 8b 74 24 08       	mov    0x8(%rsp),%rsi
    7f453090c916:	48 8b 54 24 10       	mov    0x10(%rsp),%rdx
    7f453090c91b:	48 8b 7c 24 18       	mov    0x18(%rsp),%rdi
    7f453090c920:	48 8b 4c 24 20       	mov    0x20(%rsp),%rcx
    7f453090c925:	4c 8b 44 24 28       	mov    0x28(%rsp),%r8
    7f453090c92a:	4c 8b 5c 24 30       	mov    0x30(%rsp),%r11
    7f453090c92f:	4c 8b 54 24 38       	mov    0x38(%rsp),%r10
    7f453090c934:	c5 f8 77             	vzeroupper
    7f453090c937:	48 83 c4 40          	add    $0x40,%rsp
    7f453090c93b:	e9 d5 f4 ff ff       	jmp    0x7f453090be15
    7f453090c940:	4d 8b 57 60          	mov    0x60(%r15),%r10
    7f453090c944:	49 83 ba 38 03 00 00 	cmpq   $0x0,0x338(%r10)
    7f453090c94b:	00 
    7f453090c94c:	0f 84 2d 00 00 00    	je     0x7f453090c97f
    7f453090c952:	41 57                	push   %r15
    7f453090c954:	4d 8b ba 38 03 00 00 	mov    0x338(%r10),%r15
    7f453090c95b:	49 83 ef 10          	sub    $0x10,%r15
    7f453090c95f:	4d 89 ba 38 03 00 00 	mov    %r15,0x338(%r10)
    7f453090c966:	4f 8d 3c 3a          	lea    (%r10,%r15,1),%r15
    7f453090c96a:	4d 8d 53 18          	lea    0x18(%r11),%r10
    7f453090c96e:	4d 89 17             	mov    %r10,(%r15)
    7f453090c971:	4d 8b 12             	mov    (%r10),%r10
    7f453090c974:	4d 89 57 08          	mov    %r10,0x8(%r15)
    7f453090c978:	41 5f                	pop    %r15
    7f453090c97a:	e9 0b f6 ff ff       	jmp    0x7f453090bf8a
    7f453090c97f:	48 83 ec 10          	sub    $0x10,%rsp
    7f453090c983:	4c 89 54 24 08       	mov    %r10,0x8(%rsp)
    7f453090c988:	4c 89 1c 24          	mov    %r11,(%rsp)
    7f453090c98c:	49 8d 7b 18          	lea    0x18(%r11),%rdi
    ;   {runtime_call ZBarrierSetRuntime::store_barrier_on_oop_field_without_healing(oopDesc**)}
    7f453090c990:	e8 bb 4e d9 12       	call   0x7f45436a1850
    7f453090c995:	4c 8b 1c 24          	mov    (%rsp),%r11
    7f453090c999:	4c 8b 54 24 08       	mov    0x8(%rsp),%r10
    7f453090c99e:	c5 f8 77             	vzeroupper
    7f453090c9a1:	48 83 c4 10          	add    $0x10,%rsp
    7f453090c9a5:	eb d3                	jmp    0x7f453090c97a
    7f453090c9a7:	48 8b 6b 18          	mov    0x18(%rbx),%rbp
    7f453090c9ab:	48 8d 73 18          	lea    0x18(%rbx),%rsi
    7f453090c9af:	48 8b fd             	mov    %rbp,%rdi
    7f453090c9b2:	e8 09 4a d9 12       	call   0x7f45436a13c0
    7f453090c9b7:	48 8b e8             	mov    %rax,%rbp
    7f453090c9ba:	c5 f8 77             	vzeroupper
    7f453090c9bd:	e9 01 f6 ff ff       	jmp    0x7f453090bfc3
    7f453090c9c2:	4d 8b 57 60          	mov    0x60(%r15),%r10
    7f453090c9c6:	49 83 ba 38 03 00 00 	cmpq   $0x0,0x338(%r10)
    7f453090c9cd:	00 
    7f453090c9ce:	0f 84 2e 00 00 00    	je     0x7f453090ca02
    7f453090c9d4:	41 57                	push   %r15
    7f453090c9d6:	4d 8b ba 38 03 00 00 	mov    0x338(%r10),%r15
    7f453090c9dd:	49 83 ef 10          	sub    $0x10,%r15
    7f453090c9e1:	4d 89 ba 38 03 00 00 	mov    %r15,0x338(%r10)
    7f453090c9e8:	4f 8d 3c 3a          	lea    (%r10,%r15,1),%r15
    7f453090c9ec:	4e 8d 54 ed 10       	lea    0x10(%rbp,%r13,8),%r10
    7f453090c9f1:	4d 89 17             	mov    %r10,(%r15)
    7f453090c9f4:	4d 8b 12             	mov    (%r10),%r10
    7f453090c9f7:	4d 89 57 08          	mov    %r10,0x8(%r15)
    7f453090c9fb:	41 5f                	pop    %r15
    7f453090c9fd:	e9 e2 f5 ff ff       	jmp    0x7f453090bfe4
    7f453090ca02:	48 83 ec 10          	sub    $0x10,%rsp
    7f453090ca06:	4c 89 54 24 08       	mov    %r10,0x8(%rsp)
    7f453090ca0b:	4c 89 1c 24          	mov    %r11,(%rsp)
    7f453090ca0f:	4a 8d 7c ed 10       	lea    0x10(%rbp,%r13,8),%rdi
    ;   {runtime_call ZBarrierSetRuntime::store_barrier_on_oop_field_without_healing(oopDesc**)}
    7f453090ca14:	e8 37 4e d9 12       	call   0x7f45436a1850
    7f453090ca19:	4c 8b 1c 24          	mov    (%rsp),%r11
    7f453090ca1d:	4c 8b 54 24 08       	mov    0x8(%rsp),%r10
    7f453090ca22:	c5 f8 77             	vzeroupper
    7f453090ca25:	48 83 c4 10          	add    $0x10,%rsp
    7f453090ca29:	eb d2                	jmp    0x7f453090c9fd
    7f453090ca2b:	49 ba ff bf 90 30 45 	movabs $0x7f453090bfff,%r10
    7f453090ca32:	7f 00 00 
    7f453090ca35:	4d 89 97 60 04 00 00 	mov    %r10,0x460(%r15)
    ;   {runtime_call SafepointBlob}
    7f453090ca3c:	e9 bf 0e a8 ff       	jmp    0x7f453038d900
    7f453090ca41:	e8 da a7 a6 ff       	call   0x7f4530377220
    7f453090ca46:	e9 9f f2 ff ff       	jmp    0x7f453090bcea
    7f453090ca4b:	f4                   	hlt
    7f453090ca4c:	f4                   	hlt
    7f453090ca4d:	f4                   	hlt
    7f453090ca4e:	f4                   	hlt
    7f453090ca4f:	f4                   	hlt
