# Compiled method (c2) 2395  773       4       io.github.poolbench.overhead.jmh_generated.PoolOverheadBenchmark_shared1_jmhTest::shared1_avgt_jmhStub (59 bytes)
    7f23b890cc60:	89 84 24 00 c0 fe ff 	mov    %eax,-0x14000(%rsp)
    7f23b890cc67:	55                   	push   %rbp
    7f23b890cc68:	48 81 ec a0 00 00 00 	sub    $0xa0,%rsp
    7f23b890cc6f:	90                   	nop
    7f23b890cc70:	41 81 7f 20 00 00 00 	cmpl   $0x0,0x20(%r15)
    7f23b890cc77:	00 
    7f23b890cc78:	0f 85 38 1e 00 00    	jne    0x7f23b890eab6
    7f23b890cc7e:	48 89 3c 24          	mov    %rdi,(%rsp)
    7f23b890cc82:	48 89 b4 24 b0 00 00 	mov    %rsi,0xb0(%rsp)
    7f23b890cc89:	00 
    7f23b890cc8a:	48 89 94 24 d0 00 00 	mov    %rdx,0xd0(%rsp)
    7f23b890cc91:	00 
    7f23b890cc92:	c5 f8 77             	vzeroupper
    7f23b890cc95:	49 ba d0 77 11 ca 23 	movabs $0x7f23ca1177d0,%r10
    7f23b890cc9c:	7f 00 00 
    7f23b890cc9f:	41 ff d2             	call   *%r10
    7f23b890cca2:	0f 1f 84 00 00 00 00 	nopl   0x0(%rax,%rax,1)
    7f23b890cca9:	00 
    7f23b890ccaa:	4c 8b 94 24 d0 00 00 	mov    0xd0(%rsp),%r10
    7f23b890ccb1:	00 
    7f23b890ccb2:	49 89 42 28          	mov    %rax,0x28(%r10)
    7f23b890ccb6:	4c 8b 94 24 c8 00 00 	mov    0xc8(%rsp),%r10
    7f23b890ccbd:	00 
    7f23b890ccbe:	4d 85 d2             	test   %r10,%r10
    7f23b890ccc1:	0f 84 11 13 00 00    	je     0x7f23b890dfd8
    7f23b890ccc7:	4c 8b 94 24 c0 00 00 	mov    0xc0(%rsp),%r10
    7f23b890ccce:	00 
    7f23b890cccf:	41 8b 6a 0c          	mov    0xc(%r10),%ebp
    7f23b890ccd3:	44 8b 55 08          	mov    0x8(%rbp),%r10d
    7f23b890ccd7:	41 81 fa ff 10 02 20 	cmp    $0x200210ff,%r10d
    7f23b890ccde:	0f 85 90 14 00 00    	jne    0x7f23b890e174
    7f23b890cce4:	4c 8b f5             	mov    %rbp,%r14
    7f23b890cce7:	45 8b 5e 10          	mov    0x10(%r14),%r11d
    7f23b890cceb:	41 8b 4e 0c          	mov    0xc(%r14),%ecx
    7f23b890ccef:	45 8b 43 08          	mov    0x8(%r11),%r8d
    7f23b890ccf3:	41 81 f8 4e 11 02 20 	cmp    $0x2002114e,%r8d
    7f23b890ccfa:	0f 85 9c 14 00 00    	jne    0x7f23b890e19c
    7f23b890cd00:	81 f9 01 10 00 00    	cmp    $0x1001,%ecx
    7f23b890cd06:	0f 83 ac 15 00 00    	jae    0x7f23b890e2b8
    7f23b890cd0c:	44 8d 51 ff          	lea    -0x1(%rcx),%r10d
    7f23b890cd10:	45 33 c0             	xor    %r8d,%r8d
    7f23b890cd13:	33 db                	xor    %ebx,%ebx
    7f23b890cd15:	45 3b d0             	cmp    %r8d,%r10d
    7f23b890cd18:	44 0f 4c d3          	cmovl  %ebx,%r10d
    7f23b890cd1c:	41 83 ca 1f          	or     $0x1f,%r10d
    7f23b890cd20:	f3 41 0f bd f2       	lzcnt  %r10d,%esi
    7f23b890cd25:	41 b9 1b 00 00 00    	mov    $0x1b,%r9d
    7f23b890cd2b:	44 2b ce             	sub    %esi,%r9d
    7f23b890cd2e:	41 83 f9 ff          	cmp    $0xffffffff,%r9d
    7f23b890cd32:	0f 84 cc 15 00 00    	je     0x7f23b890e304
    7f23b890cd38:	41 8b 43 34          	mov    0x34(%r11),%eax
    7f23b890cd3c:	4d 8b 97 80 03 00 00 	mov    0x380(%r15),%r10
    7f23b890cd43:	4d 8b 02             	mov    (%r10),%r8
    7f23b890cd46:	4d 8b 50 18          	mov    0x18(%r8),%r10
    7f23b890cd4a:	45 8b ea             	mov    %r10d,%r13d
    7f23b890cd4d:	41 8b cd             	mov    %r13d,%ecx
    7f23b890cd50:	41 23 4b 20          	and    0x20(%r11),%ecx
    ; implicit exception: dispatches to 0x00007f23b890e824
    7f23b890cd54:	8b 58 0c             	mov    0xc(%rax),%ebx
    7f23b890cd57:	3b cb                	cmp    %ebx,%ecx
    7f23b890cd59:	0f 83 91 12 00 00    	jae    0x7f23b890dff0
    7f23b890cd5f:	8b 7c 88 10          	mov    0x10(%rax,%rcx,4),%edi
    7f23b890cd63:	8b 6f 0c             	mov    0xc(%rdi),%ebp
    7f23b890cd66:	4c 8b d5             	mov    %rbp,%r10
    7f23b890cd69:	4d 3b d0             	cmp    %r8,%r10
    7f23b890cd6c:	0f 85 72 14 00 00    	jne    0x7f23b890e1e4
    7f23b890cd72:	44 8b 57 10          	mov    0x10(%rdi),%r10d
    7f23b890cd76:	bd 3b 00 00 00       	mov    $0x3b,%ebp
    7f23b890cd7b:	2b ee                	sub    %esi,%ebp
    7f23b890cd7d:	41 8b 5a 0c          	mov    0xc(%r10),%ebx
    7f23b890cd81:	3b eb                	cmp    %ebx,%ebp
    7f23b890cd83:	0f 83 bb 12 00 00    	jae    0x7f23b890e044
    7f23b890cd89:	48 63 de             	movslq %esi,%rbx
    7f23b890cd8c:	be 3b 00 00 00       	mov    $0x3b,%esi
    7f23b890cd91:	48 2b f3             	sub    %rbx,%rsi
    7f23b890cd94:	41 8b 5c b2 10       	mov    0x10(%r10,%rsi,4),%ebx
    7f23b890cd99:	8b 53 14             	mov    0x14(%rbx),%edx
    7f23b890cd9c:	45 89 64 b2 10       	mov    %r12d,0x10(%r10,%rsi,4)
    7f23b890cda1:	8b 72 0c             	mov    0xc(%rdx),%esi
    7f23b890cda4:	44 0f be 53 10       	movsbl 0x10(%rbx),%r10d
    7f23b890cda9:	c4 c1 79 6e ca       	vmovd  %r10d,%xmm1
    7f23b890cdae:	c4 e2 2a f7 fe       	sarx   %r10d,%esi,%edi
    7f23b890cdb3:	44 8d 57 e0          	lea    -0x20(%rdi),%r10d
    7f23b890cdb7:	41 81 fa e1 0f 00 00 	cmp    $0xfe1,%r10d
    7f23b890cdbe:	0f 83 8c 15 00 00    	jae    0x7f23b890e350
    7f23b890cdc4:	f3 44 0f bd d7       	lzcnt  %edi,%r10d
    7f23b890cdc9:	41 b9 1a 00 00 00    	mov    $0x1a,%r9d
    7f23b890cdcf:	45 2b ca             	sub    %r10d,%r9d
    7f23b890cdd2:	41 83 f9 ff          	cmp    $0xffffffff,%r9d
    7f23b890cdd6:	0f 84 c0 15 00 00    	je     0x7f23b890e39c
    7f23b890cddc:	8b 4c 88 10          	mov    0x10(%rax,%rcx,4),%ecx
    ; implicit exception: dispatches to 0x00007f23b890e97c
    7f23b890cde0:	8b 69 0c             	mov    0xc(%rcx),%ebp
    7f23b890cde3:	89 4c 24 10          	mov    %ecx,0x10(%rsp)
    7f23b890cde7:	44 89 4c 24 24       	mov    %r9d,0x24(%rsp)
    7f23b890cdec:	c5 f9 6e c7          	vmovd  %edi,%xmm0
    ;   {no_reloc}
    7f23b890cdf0:	8b fe                	mov    %esi,%edi
    7f23b890cdf2:	89 54 24 08          	mov    %edx,0x8(%rsp)
    7f23b890cdf6:	89 5c 24 20          	mov    %ebx,0x20(%rsp)
    7f23b890cdfa:	4c 89 44 24 28       	mov    %r8,0x28(%rsp)
    7f23b890cdff:	49 8b cb             	mov    %r11,%rcx
    7f23b890ce02:	4c 89 74 24 18       	mov    %r14,0x18(%rsp)
    7f23b890ce07:	4c 8b dd             	mov    %rbp,%r11
    7f23b890ce0a:	4d 3b d8             	cmp    %r8,%r11
    7f23b890ce0d:	0f 85 0d 14 00 00    	jne    0x7f23b890e220
    7f23b890ce13:	44 8b 5c 24 10       	mov    0x10(%rsp),%r11d
    7f23b890ce18:	45 8b 5b 10          	mov    0x10(%r11),%r11d
    7f23b890ce1c:	45 8b cb             	mov    %r11d,%r9d
    7f23b890ce1f:	41 b8 3a 00 00 00    	mov    $0x3a,%r8d
    7f23b890ce25:	45 2b c2             	sub    %r10d,%r8d
    7f23b890ce28:	44 89 44 24 0c       	mov    %r8d,0xc(%rsp)
    7f23b890ce2d:	45 8b 5b 0c          	mov    0xc(%r11),%r11d
    7f23b890ce31:	45 3b c3             	cmp    %r11d,%r8d
    7f23b890ce34:	0f 83 4e 12 00 00    	jae    0x7f23b890e088
    7f23b890ce3a:	4d 63 da             	movslq %r10d,%r11
    7f23b890ce3d:	41 b8 3a 00 00 00    	mov    $0x3a,%r8d
    7f23b890ce43:	4d 2b c3             	sub    %r11,%r8
    7f23b890ce46:	49 c1 e0 02          	shl    $0x2,%r8
    7f23b890ce4a:	4c 89 84 24 b8 00 00 	mov    %r8,0xb8(%rsp)
    7f23b890ce51:	00 
    7f23b890ce52:	45 8b d9             	mov    %r9d,%r11d
    7f23b890ce55:	43 8b 6c 03 10       	mov    0x10(%r11,%r8,1),%ebp
    7f23b890ce5a:	85 ed                	test   %ebp,%ebp
    7f23b890ce5c:	0f 85 ee 13 00 00    	jne    0x7f23b890e250
    7f23b890ce62:	44 23 69 10          	and    0x10(%rcx),%r13d
    7f23b890ce66:	44 8b 59 2c          	mov    0x2c(%rcx),%r11d
    7f23b890ce6a:	45 8b c5             	mov    %r13d,%r8d
    7f23b890ce6d:	41 c1 e0 05          	shl    $0x5,%r8d
    7f23b890ce71:	47 8d 0c e8          	lea    (%r8,%r13,8),%r9d
    7f23b890ce75:	45 2b ca             	sub    %r10d,%r9d
    7f23b890ce78:	41 8d 69 3a          	lea    0x3a(%r9),%ebp
    ; implicit exception: dispatches to 0x00007f23b890e884
    7f23b890ce7c:	45 8b 6b 0c          	mov    0xc(%r11),%r13d
    7f23b890ce80:	41 3b ed             	cmp    %r13d,%ebp
    7f23b890ce83:	0f 83 5b 12 00 00    	jae    0x7f23b890e0e4
    7f23b890ce89:	4d 63 d1             	movslq %r9d,%r10
    7f23b890ce8c:	43 8b ac 93 f8 00 00 	mov    0xf8(%r11,%r10,4),%ebp
    7f23b890ce93:	00 
    7f23b890ce94:	85 ed                	test   %ebp,%ebp
    7f23b890ce96:	0f 85 e8 13 00 00    	jne    0x7f23b890e284
    7f23b890ce9c:	c4 c1 79 7e c2       	vmovd  %xmm0,%r10d
    7f23b890cea1:	41 f7 da             	neg    %r10d
    7f23b890cea4:	48 8b eb             	mov    %rbx,%rbp
    7f23b890cea7:	48 89 6c 24 30       	mov    %rbp,0x30(%rsp)
    7f23b890ceac:	45 85 d2             	test   %r10d,%r10d
    7f23b890ceaf:	0f 8e 8f 01 00 00    	jle    0x7f23b890d044
    7f23b890ceb5:	41 ba 02 00 00 00    	mov    $0x2,%r10d
    7f23b890cebb:	c4 c1 79 7e cb       	vmovd  %xmm1,%r11d
    7f23b890cec0:	c4 42 21 f7 c2       	shlx   %r11d,%r10d,%r8d
    7f23b890cec5:	44 03 c6             	add    %esi,%r8d
    7f23b890cec8:	44 8b ce             	mov    %esi,%r9d
    7f23b890cecb:	41 f7 d9             	neg    %r9d
    7f23b890cece:	45 3b c1             	cmp    %r9d,%r8d
    7f23b890ced1:	45 0f 4c c1          	cmovl  %r9d,%r8d
    7f23b890ced5:	44 03 c6             	add    %esi,%r8d
    7f23b890ced8:	45 8d 50 ff          	lea    -0x1(%r8),%r10d
    7f23b890cedc:	41 81 fa f7 ff ff 7f 	cmp    $0x7ffffff7,%r10d
    7f23b890cee3:	0f 83 07 16 00 00    	jae    0x7f23b890e4f0
    7f23b890cee9:	41 81 f8 ff ff ff 7f 	cmp    $0x7fffffff,%r8d
    ;   {no_reloc}
    7f23b890cef0:	0f 84 5a 16 00 00    	je     0x7f23b890e550
    7f23b890cef6:	c4 42 22 f7 c0       	sarx   %r11d,%r8d,%r8d
    7f23b890cefb:	c4 c2 21 f7 e8       	shlx   %r11d,%r8d,%ebp
    7f23b890cf00:	89 6c 24 14          	mov    %ebp,0x14(%rsp)
    7f23b890cf04:	44 8b 5c 24 10       	mov    0x10(%rsp),%r11d
    7f23b890cf09:	4d 8b d3             	mov    %r11,%r10
    7f23b890cf0c:	4d 8b ca             	mov    %r10,%r9
    7f23b890cf0f:	48 8b ea             	mov    %rdx,%rbp
    7f23b890cf12:	48 89 6c 24 78       	mov    %rbp,0x78(%rsp)
    7f23b890cf17:	48 8d 6a 10          	lea    0x10(%rdx),%rbp
    7f23b890cf1b:	48 89 6c 24 38       	mov    %rbp,0x38(%rsp)
    7f23b890cf20:	8b 6c 24 14          	mov    0x14(%rsp),%ebp
    7f23b890cf24:	3b ee                	cmp    %esi,%ebp
    7f23b890cf26:	0f 84 e3 0f 00 00    	je     0x7f23b890df0f
    7f23b890cf2c:	81 fd 00 00 10 00    	cmp    $0x100000,%ebp
    7f23b890cf32:	0f 87 ec 14 00 00    	ja     0x7f23b890e424
    7f23b890cf38:	4c 63 c5             	movslq %ebp,%r8
    7f23b890cf3b:	3b f5                	cmp    %ebp,%esi
    7f23b890cf3d:	8b ee                	mov    %esi,%ebp
    7f23b890cf3f:	44 8b 5c 24 14       	mov    0x14(%rsp),%r11d
    7f23b890cf44:	41 0f 4f eb          	cmovg  %r11d,%ebp
    7f23b890cf48:	3b f5                	cmp    %ebp,%esi
    7f23b890cf4a:	0f 82 52 15 00 00    	jb     0x7f23b890e4a2
    7f23b890cf50:	44 3b dd             	cmp    %ebp,%r11d
    7f23b890cf53:	0f 82 49 15 00 00    	jb     0x7f23b890e4a2
    7f23b890cf59:	49 83 c0 17          	add    $0x17,%r8
    7f23b890cf5d:	4c 89 44 24 40       	mov    %r8,0x40(%rsp)
    7f23b890cf62:	4d 8b d0             	mov    %r8,%r10
    7f23b890cf65:	49 83 e2 f8          	and    $0xfffffffffffffff8,%r10
    7f23b890cf69:	4c 89 54 24 48       	mov    %r10,0x48(%rsp)
    7f23b890cf6e:	41 81 fb 00 00 10 00 	cmp    $0x100000,%r11d
    7f23b890cf75:	0f 87 31 10 00 00    	ja     0x7f23b890dfac
    7f23b890cf7b:	49 8b 9f b8 01 00 00 	mov    0x1b8(%r15),%rbx
    7f23b890cf82:	4c 8b d3             	mov    %rbx,%r10
    7f23b890cf85:	4c 8b 5c 24 48       	mov    0x48(%rsp),%r11
    7f23b890cf8a:	4d 03 d3             	add    %r11,%r10
    7f23b890cf8d:	4d 3b 97 c8 01 00 00 	cmp    0x1c8(%r15),%r10
    7f23b890cf94:	0f 83 12 10 00 00    	jae    0x7f23b890dfac
    7f23b890cf9a:	4d 89 97 b8 01 00 00 	mov    %r10,0x1b8(%r15)
    7f23b890cfa1:	41 0f 18 82 00 01 00 	prefetchnta 0x100(%r10)
    7f23b890cfa8:	00 
    7f23b890cfa9:	48 c7 03 01 00 00 00 	movq   $0x1,(%rbx)
    7f23b890cfb0:	41 0f 18 82 40 01 00 	prefetchnta 0x140(%r10)
    7f23b890cfb7:	00 
    ;   {metadata({type array byte})}
    7f23b890cfb8:	c7 43 08 3b 81 00 20 	movl   $0x2000813b,0x8(%rbx)
    7f23b890cfbf:	44 8b 5c 24 14       	mov    0x14(%rsp),%r11d
    7f23b890cfc4:	44 89 5b 0c          	mov    %r11d,0xc(%rbx)
    7f23b890cfc8:	41 0f 18 82 80 01 00 	prefetchnta 0x180(%r10)
    7f23b890cfcf:	00 
    7f23b890cfd0:	48 8b f3             	mov    %rbx,%rsi
    7f23b890cfd3:	48 83 c6 10          	add    $0x10,%rsi
    7f23b890cfd7:	4c 8b 44 24 40       	mov    0x40(%rsp),%r8
    7f23b890cfdc:	49 c1 e8 03          	shr    $0x3,%r8
    7f23b890cfe0:	85 ed                	test   %ebp,%ebp
    7f23b890cfe2:	0f 84 47 14 00 00    	je     0x7f23b890e42f
    7f23b890cfe8:	3b 6c 24 14          	cmp    0x14(%rsp),%ebp
    7f23b890cfec:	0f 8c 76 0e 00 00    	jl     0x7f23b890de68
    7f23b890cff2:	48 8b 54 24 48       	mov    0x48(%rsp),%rdx
    7f23b890cff7:	48 83 c2 f0          	add    $0xfffffffffffffff0,%rdx
    7f23b890cffb:	48 c1 ea 03          	shr    $0x3,%rdx
    7f23b890cfff:	48 8b 7c 24 38       	mov    0x38(%rsp),%rdi
    7f23b890d004:	c5 f8 77             	vzeroupper
    7f23b890d007:	49 ba 80 1b 37 b8 23 	movabs $0x7f23b8371b80,%r10
    7f23b890d00e:	7f 00 00 
    7f23b890d011:	41 ff d2             	call   *%r10
    ;   {other}
    7f23b890d014:	0f 1f 84 00 00 00 00 	nopl   0x0(%rax,%rax,1)
    7f23b890d01b:	00 
    7f23b890d01c:	4c 8b 4c 24 30       	mov    0x30(%rsp),%r9
    7f23b890d021:	4d 8b d9             	mov    %r9,%r11
    7f23b890d024:	48 8b cb             	mov    %rbx,%rcx
    7f23b890d027:	44 8b 54 24 20       	mov    0x20(%rsp),%r10d
    7f23b890d02c:	41 89 4a 14          	mov    %ecx,0x14(%r10)
    7f23b890d030:	49 c1 eb 09          	shr    $0x9,%r11
    7f23b890d034:	49 b8 00 90 92 c8 23 	movabs $0x7f23c8929000,%r8
    7f23b890d03b:	7f 00 00 
    7f23b890d03e:	47 88 24 18          	mov    %r12b,(%r8,%r11,1)
    7f23b890d042:	eb 06                	jmp    0x7f23b890d04a
    7f23b890d044:	44 8b d3             	mov    %ebx,%r10d
    7f23b890d047:	4c 8b cd             	mov    %rbp,%r9
    7f23b890d04a:	41 8b 6a 0c          	mov    0xc(%r10),%ebp
    7f23b890d04e:	85 ed                	test   %ebp,%ebp
    7f23b890d050:	0f 85 92 13 00 00    	jne    0x7f23b890e3e8
    7f23b890d056:	45 89 62 0c          	mov    %r12d,0xc(%r10)
    7f23b890d05a:	44 8b 5c 24 10       	mov    0x10(%rsp),%r11d
    7f23b890d05f:	41 8b 6b 10          	mov    0x10(%r11),%ebp
    7f23b890d063:	8b 4d 0c             	mov    0xc(%rbp),%ecx
    7f23b890d066:	44 8b 44 24 0c       	mov    0xc(%rsp),%r8d
    7f23b890d06b:	44 3b c1             	cmp    %ecx,%r8d
    7f23b890d06e:	0f 83 ac 10 00 00    	jae    0x7f23b890e120
    7f23b890d074:	4c 8b dd             	mov    %rbp,%r11
    7f23b890d077:	4c 8b 84 24 b8 00 00 	mov    0xb8(%rsp),%r8
    7f23b890d07e:	00 
    7f23b890d07f:	4e 8d 5c 05 10       	lea    0x10(%rbp,%r8,1),%r11
    7f23b890d084:	45 89 13             	mov    %r10d,(%r11)
    7f23b890d087:	49 c1 eb 09          	shr    $0x9,%r11
    7f23b890d08b:	49 b8 00 90 92 c8 23 	movabs $0x7f23c8929000,%r8
    7f23b890d092:	7f 00 00 
    7f23b890d095:	47 88 24 18          	mov    %r12b,(%r8,%r11,1)
    7f23b890d099:	4c 8b 1c 24          	mov    (%rsp),%r11
    7f23b890d09d:	4d 85 db             	test   %r11,%r11
    7f23b890d0a0:	0f 84 b6 10 00 00    	je     0x7f23b890e15c
    7f23b890d0a6:	48 8b 8c 24 b0 00 00 	mov    0xb0(%rsp),%rcx
    7f23b890d0ad:	00 
    7f23b890d0ae:	44 0f b6 91 94 00 00 	movzbl 0x94(%rcx),%r10d
    7f23b890d0b5:	00 
    7f23b890d0b6:	45 85 d2             	test   %r10d,%r10d
    7f23b890d0b9:	0f 85 6d 07 00 00    	jne    0x7f23b890d82c
    7f23b890d0bf:	bd 01 00 00 00       	mov    $0x1,%ebp
    7f23b890d0c4:	e9 08 01 00 00       	jmp    0x7f23b890d1d1
    7f23b890d0c9:	4c 89 84 24 b0 00 00 	mov    %r8,0xb0(%rsp)
    ;   {metadata({type array byte})}
    7f23b890d0d0:	00 
    7f23b890d0d1:	48 be d8 09 04 00 01 	movabs $0x1000409d8,%rsi
    7f23b890d0d8:	00 00 00 
    7f23b890d0db:	8b 54 24 3c          	mov    0x3c(%rsp),%edx
    7f23b890d0df:	90                   	nop
    ;   {runtime_call _new_array_nozero_Java}
    7f23b890d0e0:	c5 f8 77             	vzeroupper
    7f23b890d0e3:	e8 18 85 a9 ff       	call   0x7f23b83a5600
    ;   {other}
    7f23b890d0e8:	0f 1f 84 00 58 07 00 	nopl   0x758(%rax,%rax,1)
    7f23b890d0ef:	00 
    7f23b890d0f0:	48 8b d8             	mov    %rax,%rbx
    7f23b890d0f3:	e9 da 03 00 00       	jmp    0x7f23b890d4d2
    7f23b890d0f8:	48 8b 54 24 60       	mov    0x60(%rsp),%rdx
    7f23b890d0fd:	48 83 c2 f0          	add    $0xfffffffffffffff0,%rdx
    7f23b890d101:	48 c1 ea 03          	shr    $0x3,%rdx
    7f23b890d105:	48 8b 7c 24 50       	mov    0x50(%rsp),%rdi
    7f23b890d10a:	c5 f8 77             	vzeroupper
    7f23b890d10d:	49 ba 80 1b 37 b8 23 	movabs $0x7f23b8371b80,%r10
    7f23b890d114:	7f 00 00 
    7f23b890d117:	41 ff d2             	call   *%r10
    7f23b890d11a:	0f 1f 84 00 00 00 00 	nopl   0x0(%rax,%rax,1)
    7f23b890d121:	00 
    7f23b890d122:	4c 8b 54 24 48       	mov    0x48(%rsp),%r10
    7f23b890d127:	4d 8b c2             	mov    %r10,%r8
    7f23b890d12a:	4c 8b db             	mov    %rbx,%r11
    7f23b890d12d:	44 8b 54 24 30       	mov    0x30(%rsp),%r10d
    7f23b890d132:	45 89 5a 14          	mov    %r11d,0x14(%r10)
    7f23b890d136:	49 c1 e8 09          	shr    $0x9,%r8
    7f23b890d13a:	49 ba 00 90 92 c8 23 	movabs $0x7f23c8929000,%r10
    7f23b890d141:	7f 00 00 
    7f23b890d144:	47 88 24 02          	mov    %r12b,(%r10,%r8,1)
    7f23b890d148:	0f 1f 84 00 00 00 00 	nopl   0x0(%rax,%rax,1)
    7f23b890d14f:	00 
    7f23b890d150:	8b 6c 24 30          	mov    0x30(%rsp),%ebp
    7f23b890d154:	44 8b 55 0c          	mov    0xc(%rbp),%r10d
    7f23b890d158:	45 85 d2             	test   %r10d,%r10d
    7f23b890d15b:	0f 85 87 0a 00 00    	jne    0x7f23b890dbe8
    7f23b890d161:	44 8b c5             	mov    %ebp,%r8d
    7f23b890d164:	44 89 65 0c          	mov    %r12d,0xc(%rbp)
    7f23b890d168:	44 8b 5c 24 24       	mov    0x24(%rsp),%r11d
    7f23b890d16d:	45 8b 53 10          	mov    0x10(%r11),%r10d
    7f23b890d171:	45 8b 4a 0c          	mov    0xc(%r10),%r9d
    7f23b890d175:	8b 6c 24 38          	mov    0x38(%rsp),%ebp
    7f23b890d179:	41 3b e9             	cmp    %r9d,%ebp
    7f23b890d17c:	0f 83 5a 06 00 00    	jae    0x7f23b890d7dc
    7f23b890d182:	48 8b 0c 24          	mov    (%rsp),%rcx
    7f23b890d186:	44 0f b6 99 94 00 00 	movzbl 0x94(%rcx),%r11d
    7f23b890d18d:	00 
    7f23b890d18e:	4d 8b ca             	mov    %r10,%r9
    7f23b890d191:	48 8b 5c 24 40       	mov    0x40(%rsp),%rbx
    7f23b890d196:	4d 8d 54 1a 10       	lea    0x10(%r10,%rbx,1),%r10
    7f23b890d19b:	45 89 02             	mov    %r8d,(%r10)
    7f23b890d19e:	49 c1 ea 09          	shr    $0x9,%r10
    7f23b890d1a2:	49 b8 00 90 92 c8 23 	movabs $0x7f23c8929000,%r8
    7f23b890d1a9:	7f 00 00 
    7f23b890d1ac:	47 88 24 10          	mov    %r12b,(%r8,%r10,1)
    7f23b890d1b0:	48 8b 6c 24 10       	mov    0x10(%rsp),%rbp
    7f23b890d1b5:	48 83 c5 01          	add    $0x1,%rbp
    7f23b890d1b9:	4d 8b 97 50 04 00 00 	mov    0x450(%r15),%r10
    ;   {poll}
    7f23b890d1c0:	41 85 02             	test   %eax,(%r10)
    7f23b890d1c3:	45 85 db             	test   %r11d,%r11d
    7f23b890d1c6:	0f 85 65 06 00 00    	jne    0x7f23b890d831
    7f23b890d1cc:	4c 8b 5c 24 08       	mov    0x8(%rsp),%r11
    7f23b890d1d1:	48 8b 9c 24 c0 00 00 	mov    0xc0(%rsp),%rbx
    7f23b890d1d8:	00 
    7f23b890d1d9:	44 8b 43 0c          	mov    0xc(%rbx),%r8d
    7f23b890d1dd:	45 8b 50 08          	mov    0x8(%r8),%r10d
    7f23b890d1e1:	41 81 fa ff 10 02 20 	cmp    $0x200210ff,%r10d
    7f23b890d1e8:	0f 85 8f 06 00 00    	jne    0x7f23b890d87d
    7f23b890d1ee:	49 8b f8             	mov    %r8,%rdi
    7f23b890d1f1:	44 8b 47 10          	mov    0x10(%rdi),%r8d
    7f23b890d1f5:	44 8b 4f 0c          	mov    0xc(%rdi),%r9d
    7f23b890d1f9:	41 8b 50 08          	mov    0x8(%r8),%edx
    7f23b890d1fd:	81 fa 4e 11 02 20    	cmp    $0x2002114e,%edx
    7f23b890d203:	0f 85 b3 06 00 00    	jne    0x7f23b890d8bc
    7f23b890d209:	49 8b d0             	mov    %r8,%rdx
    7f23b890d20c:	41 81 f9 01 10 00 00 	cmp    $0x1001,%r9d
    7f23b890d213:	0f 83 73 08 00 00    	jae    0x7f23b890da8c
    7f23b890d219:	41 8d 71 ff          	lea    -0x1(%r9),%esi
    7f23b890d21d:	45 33 d2             	xor    %r10d,%r10d
    7f23b890d220:	41 3b f2             	cmp    %r10d,%esi
    7f23b890d223:	41 0f 4c f2          	cmovl  %r10d,%esi
    7f23b890d227:	83 ce 1f             	or     $0x1f,%esi
    7f23b890d22a:	f3 44 0f bd d6       	lzcnt  %esi,%r10d
    7f23b890d22f:	41 b8 1b 00 00 00    	mov    $0x1b,%r8d
    7f23b890d235:	45 2b c2             	sub    %r10d,%r8d
    7f23b890d238:	41 83 f8 ff          	cmp    $0xffffffff,%r8d
    7f23b890d23c:	0f 84 9a 08 00 00    	je     0x7f23b890dadc
    7f23b890d242:	48 89 7c 24 18       	mov    %rdi,0x18(%rsp)
    7f23b890d247:	48 89 6c 24 10       	mov    %rbp,0x10(%rsp)
    7f23b890d24c:	4c 89 5c 24 08       	mov    %r11,0x8(%rsp)
    7f23b890d251:	48 89 0c 24          	mov    %rcx,(%rsp)
    7f23b890d255:	4c 8b 5c 24 28       	mov    0x28(%rsp),%r11
    7f23b890d25a:	4d 8b 5b 18          	mov    0x18(%r11),%r11
    7f23b890d25e:	8b 42 34             	mov    0x34(%rdx),%eax
    7f23b890d261:	41 8b cb             	mov    %r11d,%ecx
    7f23b890d264:	8b d9                	mov    %ecx,%ebx
    7f23b890d266:	23 5a 20             	and    0x20(%rdx),%ebx
    7f23b890d269:	44 8b 58 0c          	mov    0xc(%rax),%r11d
    7f23b890d26d:	41 3b db             	cmp    %r11d,%ebx
    7f23b890d270:	0f 83 c9 03 00 00    	jae    0x7f23b890d63f
    7f23b890d276:	44 8b 4c 98 10       	mov    0x10(%rax,%rbx,4),%r9d
    7f23b890d27b:	45 8b 59 0c          	mov    0xc(%r9),%r11d
    7f23b890d27f:	49 8b fb             	mov    %r11,%rdi
    7f23b890d282:	48 8b 74 24 28       	mov    0x28(%rsp),%rsi
    7f23b890d287:	48 3b fe             	cmp    %rsi,%rdi
    7f23b890d28a:	0f 85 74 06 00 00    	jne    0x7f23b890d904
    7f23b890d290:	45 8b 69 10          	mov    0x10(%r9),%r13d
    7f23b890d294:	41 bb 3b 00 00 00    	mov    $0x3b,%r11d
    7f23b890d29a:	45 2b da             	sub    %r10d,%r11d
    7f23b890d29d:	41 8b 7d 0c          	mov    0xc(%r13),%edi
    7f23b890d2a1:	44 3b df             	cmp    %edi,%r11d
    7f23b890d2a4:	0f 83 fa 03 00 00    	jae    0x7f23b890d6a4
    7f23b890d2aa:	4d 63 da             	movslq %r10d,%r11
    7f23b890d2ad:	41 ba 3b 00 00 00    	mov    $0x3b,%r10d
    7f23b890d2b3:	4d 2b d3             	sub    %r11,%r10
    7f23b890d2b6:	43 8b 6c 95 10       	mov    0x10(%r13,%r10,4),%ebp
    7f23b890d2bb:	89 6c 24 30          	mov    %ebp,0x30(%rsp)
    7f23b890d2bf:	8b 6d 14             	mov    0x14(%rbp),%ebp
    7f23b890d2c2:	89 6c 24 34          	mov    %ebp,0x34(%rsp)
    7f23b890d2c6:	47 89 64 95 10       	mov    %r12d,0x10(%r13,%r10,4)
    7f23b890d2cb:	44 8b 55 0c          	mov    0xc(%rbp),%r10d
    7f23b890d2cf:	45 8b ea             	mov    %r10d,%r13d
    7f23b890d2d2:	8b 6c 24 30          	mov    0x30(%rsp),%ebp
    7f23b890d2d6:	44 0f be 45 10       	movsbl 0x10(%rbp),%r8d
    7f23b890d2db:	c4 c2 3a f7 fa       	sarx   %r8d,%r10d,%edi
    7f23b890d2e0:	44 8d 5f e0          	lea    -0x20(%rdi),%r11d
    7f23b890d2e4:	41 81 fb e1 0f 00 00 	cmp    $0xfe1,%r11d
    7f23b890d2eb:	0f 83 3b 08 00 00    	jae    0x7f23b890db2c
    7f23b890d2f1:	f3 44 0f bd cf       	lzcnt  %edi,%r9d
    7f23b890d2f6:	bd 1a 00 00 00       	mov    $0x1a,%ebp
    7f23b890d2fb:	41 2b e9             	sub    %r9d,%ebp
    7f23b890d2fe:	89 6c 24 20          	mov    %ebp,0x20(%rsp)
    7f23b890d302:	83 fd ff             	cmp    $0xffffffff,%ebp
    7f23b890d305:	0f 84 81 08 00 00    	je     0x7f23b890db8c
    7f23b890d30b:	8b 6c 98 10          	mov    0x10(%rax,%rbx,4),%ebp
    7f23b890d30f:	89 6c 24 24          	mov    %ebp,0x24(%rsp)
    7f23b890d313:	44 8b 55 0c          	mov    0xc(%rbp),%r10d
    7f23b890d317:	4d 8b da             	mov    %r10,%r11
    7f23b890d31a:	4c 3b de             	cmp    %rsi,%r11
    7f23b890d31d:	0f 85 3d 06 00 00    	jne    0x7f23b890d960
    7f23b890d323:	44 8b 5d 10          	mov    0x10(%rbp),%r11d
    7f23b890d327:	bd 3a 00 00 00       	mov    $0x3a,%ebp
    7f23b890d32c:	41 2b e9             	sub    %r9d,%ebp
    7f23b890d32f:	89 6c 24 38          	mov    %ebp,0x38(%rsp)
    7f23b890d333:	41 8b 5b 0c          	mov    0xc(%r11),%ebx
    7f23b890d337:	3b eb                	cmp    %ebx,%ebp
    7f23b890d339:	0f 83 d5 03 00 00    	jae    0x7f23b890d714
    7f23b890d33f:	4d 63 d1             	movslq %r9d,%r10
    7f23b890d342:	bd 3a 00 00 00       	mov    $0x3a,%ebp
    7f23b890d347:	49 2b ea             	sub    %r10,%rbp
    7f23b890d34a:	48 c1 e5 02          	shl    $0x2,%rbp
    7f23b890d34e:	48 89 6c 24 40       	mov    %rbp,0x40(%rsp)
    7f23b890d353:	45 8b 5c 2b 10       	mov    0x10(%r11,%rbp,1),%r11d
    7f23b890d358:	45 85 db             	test   %r11d,%r11d
    7f23b890d35b:	0f 85 63 06 00 00    	jne    0x7f23b890d9c4
    7f23b890d361:	23 4a 10             	and    0x10(%rdx),%ecx
    7f23b890d364:	8b 5a 2c             	mov    0x2c(%rdx),%ebx
    7f23b890d367:	44 8b d9             	mov    %ecx,%r11d
    7f23b890d36a:	41 c1 e3 05          	shl    $0x5,%r11d
    7f23b890d36e:	45 8d 1c cb          	lea    (%r11,%rcx,8),%r11d
    7f23b890d372:	45 2b d9             	sub    %r9d,%r11d
    7f23b890d375:	41 8d 4b 3a          	lea    0x3a(%r11),%ecx
    7f23b890d379:	44 8b 53 0c          	mov    0xc(%rbx),%r10d
    7f23b890d37d:	41 3b ca             	cmp    %r10d,%ecx
    7f23b890d380:	0f 83 f2 03 00 00    	jae    0x7f23b890d778
    7f23b890d386:	4d 63 d3             	movslq %r11d,%r10
    7f23b890d389:	46 8b 9c 93 f8 00 00 	mov    0xf8(%rbx,%r10,4),%r11d
    7f23b890d390:	00 
    7f23b890d391:	45 85 db             	test   %r11d,%r11d
    7f23b890d394:	0f 85 8e 06 00 00    	jne    0x7f23b890da28
    7f23b890d39a:	f7 df                	neg    %edi
    7f23b890d39c:	44 8b 54 24 30       	mov    0x30(%rsp),%r10d
    7f23b890d3a1:	49 8b ea             	mov    %r10,%rbp
    7f23b890d3a4:	48 89 6c 24 48       	mov    %rbp,0x48(%rsp)
    7f23b890d3a9:	85 ff                	test   %edi,%edi
    7f23b890d3ab:	0f 8e 9f fd ff ff    	jle    0x7f23b890d150
    7f23b890d3b1:	41 bb 02 00 00 00    	mov    $0x2,%r11d
    7f23b890d3b7:	c4 c2 39 f7 cb       	shlx   %r8d,%r11d,%ecx
    7f23b890d3bc:	41 03 cd             	add    %r13d,%ecx
    7f23b890d3bf:	45 8b d5             	mov    %r13d,%r10d
    7f23b890d3c2:	41 f7 da             	neg    %r10d
    7f23b890d3c5:	41 3b ca             	cmp    %r10d,%ecx
    7f23b890d3c8:	41 0f 4c ca          	cmovl  %r10d,%ecx
    7f23b890d3cc:	41 03 cd             	add    %r13d,%ecx
    7f23b890d3cf:	44 8d 59 ff          	lea    -0x1(%rcx),%r11d
    7f23b890d3d3:	41 81 fb f7 ff ff 7f 	cmp    $0x7ffffff7,%r11d
    7f23b890d3da:	0f 83 6c 09 00 00    	jae    0x7f23b890dd4c
    7f23b890d3e0:	81 f9 ff ff ff 7f    	cmp    $0x7fffffff,%ecx
    7f23b890d3e6:	0f 84 e4 09 00 00    	je     0x7f23b890ddd0
    7f23b890d3ec:	c4 62 3a f7 d9       	sarx   %r8d,%ecx,%r11d
    7f23b890d3f1:	c4 c2 39 f7 eb       	shlx   %r8d,%r11d,%ebp
    7f23b890d3f6:	89 6c 24 3c          	mov    %ebp,0x3c(%rsp)
    7f23b890d3fa:	44 8b 5c 24 24       	mov    0x24(%rsp),%r11d
    7f23b890d3ff:	4d 8b c3             	mov    %r11,%r8
    7f23b890d402:	44 8b 54 24 34       	mov    0x34(%rsp),%r10d
    7f23b890d407:	49 8b ea             	mov    %r10,%rbp
    7f23b890d40a:	48 89 ac 24 88 00 00 	mov    %rbp,0x88(%rsp)
    7f23b890d411:	00 
    7f23b890d412:	49 8d 6a 10          	lea    0x10(%r10),%rbp
    7f23b890d416:	48 89 6c 24 50       	mov    %rbp,0x50(%rsp)
    7f23b890d41b:	8b 6c 24 3c          	mov    0x3c(%rsp),%ebp
    7f23b890d41f:	41 3b ed             	cmp    %r13d,%ebp
    7f23b890d422:	0f 84 70 01 00 00    	je     0x7f23b890d598
    7f23b890d428:	81 fd 00 00 10 00    	cmp    $0x100000,%ebp
    7f23b890d42e:	0f 87 24 08 00 00    	ja     0x7f23b890dc58
    7f23b890d434:	4c 63 cd             	movslq %ebp,%r9
    7f23b890d437:	45 8b d5             	mov    %r13d,%r10d
    7f23b890d43a:	44 3b d5             	cmp    %ebp,%r10d
    7f23b890d43d:	41 8b ea             	mov    %r10d,%ebp
    7f23b890d440:	44 8b 5c 24 3c       	mov    0x3c(%rsp),%r11d
    7f23b890d445:	41 0f 4f eb          	cmovg  %r11d,%ebp
    7f23b890d449:	44 3b d5             	cmp    %ebp,%r10d
    7f23b890d44c:	0f 82 84 08 00 00    	jb     0x7f23b890dcd6
    7f23b890d452:	44 3b dd             	cmp    %ebp,%r11d
    7f23b890d455:	0f 82 7b 08 00 00    	jb     0x7f23b890dcd6
    7f23b890d45b:	49 83 c1 17          	add    $0x17,%r9
    7f23b890d45f:	4c 89 4c 24 58       	mov    %r9,0x58(%rsp)
    7f23b890d464:	4d 8b d1             	mov    %r9,%r10
    7f23b890d467:	49 83 e2 f8          	and    $0xfffffffffffffff8,%r10
    7f23b890d46b:	4c 89 54 24 60       	mov    %r10,0x60(%rsp)
    7f23b890d470:	41 81 fb 00 00 10 00 	cmp    $0x100000,%r11d
    7f23b890d477:	0f 87 4c fc ff ff    	ja     0x7f23b890d0c9
    7f23b890d47d:	49 8b 9f b8 01 00 00 	mov    0x1b8(%r15),%rbx
    7f23b890d484:	4c 8b db             	mov    %rbx,%r11
    7f23b890d487:	4c 8b 54 24 60       	mov    0x60(%rsp),%r10
    7f23b890d48c:	4d 03 da             	add    %r10,%r11
    7f23b890d48f:	4d 3b 9f c8 01 00 00 	cmp    0x1c8(%r15),%r11
    7f23b890d496:	0f 83 2d fc ff ff    	jae    0x7f23b890d0c9
    7f23b890d49c:	4d 89 9f b8 01 00 00 	mov    %r11,0x1b8(%r15)
    7f23b890d4a3:	41 0f 18 83 00 01 00 	prefetchnta 0x100(%r11)
    7f23b890d4aa:	00 
    7f23b890d4ab:	48 c7 03 01 00 00 00 	movq   $0x1,(%rbx)
    7f23b890d4b2:	41 0f 18 83 40 01 00 	prefetchnta 0x140(%r11)
    7f23b890d4b9:	00 
    7f23b890d4ba:	c7 43 08 3b 81 00 20 	movl   $0x2000813b,0x8(%rbx)
    7f23b890d4c1:	44 8b 54 24 3c       	mov    0x3c(%rsp),%r10d
    7f23b890d4c6:	44 89 53 0c          	mov    %r10d,0xc(%rbx)
    7f23b890d4ca:	41 0f 18 83 80 01 00 	prefetchnta 0x180(%r11)
    7f23b890d4d1:	00 
    7f23b890d4d2:	48 8b f3             	mov    %rbx,%rsi
    7f23b890d4d5:	48 83 c6 10          	add    $0x10,%rsi
    7f23b890d4d9:	4c 8b 54 24 58       	mov    0x58(%rsp),%r10
    7f23b890d4de:	49 c1 ea 03          	shr    $0x3,%r10
    7f23b890d4e2:	85 ed                	test   %ebp,%ebp
    7f23b890d4e4:	0f 84 79 07 00 00    	je     0x7f23b890dc63
    7f23b890d4ea:	3b 6c 24 3c          	cmp    0x3c(%rsp),%ebp
    7f23b890d4ee:	0f 8d 04 fc ff ff    	jge    0x7f23b890d0f8
    7f23b890d4f4:	48 63 d5             	movslq %ebp,%rdx
    7f23b890d4f7:	4c 8d 5a 10          	lea    0x10(%rdx),%r11
    7f23b890d4fb:	4d 8b c3             	mov    %r11,%r8
    7f23b890d4fe:	49 83 e0 f8          	and    $0xfffffffffffffff8,%r8
    7f23b890d502:	48 8b fb             	mov    %rbx,%rdi
    7f23b890d505:	49 03 f8             	add    %r8,%rdi
    7f23b890d508:	49 c1 eb 03          	shr    $0x3,%r11
    7f23b890d50c:	4d 2b d3             	sub    %r11,%r10
    7f23b890d50f:	49 8b ca             	mov    %r10,%rcx
    7f23b890d512:	48 33 c0             	xor    %rax,%rax
    7f23b890d515:	48 83 f9 08          	cmp    $0x8,%rcx
    7f23b890d519:	7f 10                	jg     0x7f23b890d52b
    7f23b890d51b:	48 ff c9             	dec    %rcx
    7f23b890d51e:	78 56                	js     0x7f23b890d576
    7f23b890d520:	48 89 04 cf          	mov    %rax,(%rdi,%rcx,8)
    7f23b890d524:	48 ff c9             	dec    %rcx
    7f23b890d527:	7d f7                	jge    0x7f23b890d520
    7f23b890d529:	eb 4b                	jmp    0x7f23b890d576
    7f23b890d52b:	c5 fd ef c0          	vpxor  %ymm0,%ymm0,%ymm0
    7f23b890d52f:	e9 0d 00 00 00       	jmp    0x7f23b890d541
    7f23b890d534:	c5 fe 7f 07          	vmovdqu %ymm0,(%rdi)
    7f23b890d538:	c5 fe 7f 47 20       	vmovdqu %ymm0,0x20(%rdi)
    7f23b890d53d:	48 83 c7 40          	add    $0x40,%rdi
    7f23b890d541:	48 83 e9 08          	sub    $0x8,%rcx
    7f23b890d545:	7d ed                	jge    0x7f23b890d534
    7f23b890d547:	48 83 c1 04          	add    $0x4,%rcx
    7f23b890d54b:	7c 0c                	jl     0x7f23b890d559
    7f23b890d54d:	c5 fe 7f 07          	vmovdqu %ymm0,(%rdi)
    7f23b890d551:	48 83 c7 20          	add    $0x20,%rdi
    7f23b890d555:	48 83 e9 04          	sub    $0x4,%rcx
    7f23b890d559:	48 83 c1 04          	add    $0x4,%rcx
    7f23b890d55d:	7e 17                	jle    0x7f23b890d576
    7f23b890d55f:	48 c7 c0 ff ff ff ff 	mov    $0xffffffffffffffff,%rax
    7f23b890d566:	c4 e2 f0 f5 c0       	bzhi   %rcx,%rax,%rax
    7f23b890d56b:	c4 e1 fb 92 f8       	kmovq  %rax,%k7
    7f23b890d570:	62 f1 fe 2f 7f 07    	vmovdqu64 %ymm0,(%rdi){%k7}
    7f23b890d576:	48 8b 7c 24 50       	mov    0x50(%rsp),%rdi
    7f23b890d57b:	c5 f8 77             	vzeroupper
    7f23b890d57e:	49 ba c0 fa 36 b8 23 	movabs $0x7f23b836fac0,%r10
    7f23b890d585:	7f 00 00 
    ;   {other}
    7f23b890d588:	41 ff d2             	call   *%r10
    7f23b890d58b:	0f 1f 84 00 00 00 00 	nopl   0x0(%rax,%rax,1)
    7f23b890d592:	00 
    7f23b890d593:	e9 8a fb ff ff       	jmp    0x7f23b890d122
    7f23b890d598:	49 63 ed             	movslq %r13d,%rbp
    7f23b890d59b:	48 89 ac 24 b8 00 00 	mov    %rbp,0xb8(%rsp)
    7f23b890d5a2:	00 
    7f23b890d5a3:	41 81 fd 00 00 10 00 	cmp    $0x100000,%r13d
    7f23b890d5aa:	0f 87 90 08 00 00    	ja     0x7f23b890de40
    7f23b890d5b0:	49 8b 9f b8 01 00 00 	mov    0x1b8(%r15),%rbx
    7f23b890d5b7:	4c 8d 55 17          	lea    0x17(%rbp),%r10
    7f23b890d5bb:	49 83 e2 f8          	and    $0xfffffffffffffff8,%r10
    7f23b890d5bf:	4c 8b db             	mov    %rbx,%r11
    7f23b890d5c2:	4d 03 da             	add    %r10,%r11
    7f23b890d5c5:	4d 3b 9f c8 01 00 00 	cmp    0x1c8(%r15),%r11
    7f23b890d5cc:	0f 83 6e 08 00 00    	jae    0x7f23b890de40
    7f23b890d5d2:	4d 89 9f b8 01 00 00 	mov    %r11,0x1b8(%r15)
    7f23b890d5d9:	41 0f 18 83 00 01 00 	prefetchnta 0x100(%r11)
    7f23b890d5e0:	00 
    7f23b890d5e1:	48 c7 03 01 00 00 00 	movq   $0x1,(%rbx)
    7f23b890d5e8:	41 0f 18 83 40 01 00 	prefetchnta 0x140(%r11)
    7f23b890d5ef:	00 
    ;   {metadata({type array byte})}
    7f23b890d5f0:	c7 43 08 3b 81 00 20 	movl   $0x2000813b,0x8(%rbx)
    7f23b890d5f7:	45 8b d5             	mov    %r13d,%r10d
    7f23b890d5fa:	44 89 53 0c          	mov    %r10d,0xc(%rbx)
    7f23b890d5fe:	41 0f 18 83 80 01 00 	prefetchnta 0x180(%r11)
    7f23b890d605:	00 
    7f23b890d606:	48 8b f3             	mov    %rbx,%rsi
    7f23b890d609:	48 83 c6 10          	add    $0x10,%rsi
    7f23b890d60d:	48 8b 94 24 b8 00 00 	mov    0xb8(%rsp),%rdx
    7f23b890d614:	00 
    7f23b890d615:	48 83 c2 07          	add    $0x7,%rdx
    7f23b890d619:	48 c1 ea 03          	shr    $0x3,%rdx
    7f23b890d61d:	48 8b 7c 24 50       	mov    0x50(%rsp),%rdi
    7f23b890d622:	c5 f8 77             	vzeroupper
    7f23b890d625:	49 ba 80 1b 37 b8 23 	movabs $0x7f23b8371b80,%r10
    7f23b890d62c:	7f 00 00 
    7f23b890d62f:	41 ff d2             	call   *%r10
    7f23b890d632:	0f 1f 84 00 00 00 00 	nopl   0x0(%rax,%rax,1)
    7f23b890d639:	00 
    7f23b890d63a:	e9 e3 fa ff ff       	jmp    0x7f23b890d122
    7f23b890d63f:	be e4 ff ff ff       	mov    $0xffffffe4,%esi
    7f23b890d644:	48 8b 2c 24          	mov    (%rsp),%rbp
    7f23b890d648:	4c 8b 94 24 d0 00 00 	mov    0xd0(%rsp),%r10
    7f23b890d64f:	00 
    7f23b890d650:	4c 89 94 24 b0 00 00 	mov    %r10,0xb0(%rsp)
    7f23b890d657:	00 
    7f23b890d658:	4c 8b 54 24 08       	mov    0x8(%rsp),%r10
    7f23b890d65d:	4c 89 94 24 b8 00 00 	mov    %r10,0xb8(%rsp)
    7f23b890d664:	00 
    7f23b890d665:	4c 8b 54 24 10       	mov    0x10(%rsp),%r10
    7f23b890d66a:	4c 89 94 24 d0 00 00 	mov    %r10,0xd0(%rsp)
    7f23b890d671:	00 
    7f23b890d672:	48 89 7c 24 08       	mov    %rdi,0x8(%rsp)
    7f23b890d677:	48 89 54 24 10       	mov    %rdx,0x10(%rsp)
    7f23b890d67c:	44 89 44 24 18       	mov    %r8d,0x18(%rsp)
    7f23b890d681:	4c 8b 54 24 28       	mov    0x28(%rsp),%r10
    7f23b890d686:	4c 89 54 24 20       	mov    %r10,0x20(%rsp)
    7f23b890d68b:	89 44 24 1c          	mov    %eax,0x1c(%rsp)
    7f23b890d68f:	89 5c 24 28          	mov    %ebx,0x28(%rsp)
    7f23b890d693:	90                   	nop
    ;   {runtime_call UncommonTrapBlob}
    7f23b890d694:	c5 f8 77             	vzeroupper
    7f23b890d697:	e8 e4 0e a8 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890d69c:	0f 1f 84 00 0c 0d 00 	nopl   0x2000d0c(%rax,%rax,1)
    7f23b890d6a3:	02 
    7f23b890d6a4:	be e4 ff ff ff       	mov    $0xffffffe4,%esi
    7f23b890d6a9:	48 8b 2c 24          	mov    (%rsp),%rbp
    7f23b890d6ad:	4c 8b 94 24 d0 00 00 	mov    0xd0(%rsp),%r10
    7f23b890d6b4:	00 
    7f23b890d6b5:	4c 89 94 24 b0 00 00 	mov    %r10,0xb0(%rsp)
    7f23b890d6bc:	00 
    7f23b890d6bd:	4c 8b 54 24 08       	mov    0x8(%rsp),%r10
    7f23b890d6c2:	4c 89 94 24 b8 00 00 	mov    %r10,0xb8(%rsp)
    7f23b890d6c9:	00 
    7f23b890d6ca:	4c 8b 54 24 10       	mov    0x10(%rsp),%r10
    7f23b890d6cf:	4c 89 94 24 d0 00 00 	mov    %r10,0xd0(%rsp)
    7f23b890d6d6:	00 
    7f23b890d6d7:	4c 8b 54 24 18       	mov    0x18(%rsp),%r10
    7f23b890d6dc:	4c 89 54 24 08       	mov    %r10,0x8(%rsp)
    7f23b890d6e1:	48 89 54 24 10       	mov    %rdx,0x10(%rsp)
    7f23b890d6e6:	44 89 44 24 18       	mov    %r8d,0x18(%rsp)
    7f23b890d6eb:	4c 8b 54 24 28       	mov    0x28(%rsp),%r10
    7f23b890d6f0:	4c 89 54 24 20       	mov    %r10,0x20(%rsp)
    7f23b890d6f5:	44 89 4c 24 1c       	mov    %r9d,0x1c(%rsp)
    7f23b890d6fa:	44 89 6c 24 28       	mov    %r13d,0x28(%rsp)
    7f23b890d6ff:	44 89 5c 24 2c       	mov    %r11d,0x2c(%rsp)
    ;   {runtime_call UncommonTrapBlob}
    7f23b890d704:	c5 f8 77             	vzeroupper
    7f23b890d707:	e8 74 0e a8 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890d70c:	0f 1f 84 00 7c 0d 00 	nopl   0x3000d7c(%rax,%rax,1)
    7f23b890d713:	03 
    7f23b890d714:	be e4 ff ff ff       	mov    $0xffffffe4,%esi
    7f23b890d719:	48 8b 2c 24          	mov    (%rsp),%rbp
    7f23b890d71d:	4c 8b 94 24 d0 00 00 	mov    0xd0(%rsp),%r10
    7f23b890d724:	00 
    7f23b890d725:	4c 89 94 24 b0 00 00 	mov    %r10,0xb0(%rsp)
    7f23b890d72c:	00 
    7f23b890d72d:	4c 8b 54 24 08       	mov    0x8(%rsp),%r10
    7f23b890d732:	4c 89 94 24 b8 00 00 	mov    %r10,0xb8(%rsp)
    7f23b890d739:	00 
    7f23b890d73a:	4c 8b 54 24 10       	mov    0x10(%rsp),%r10
    7f23b890d73f:	4c 89 94 24 d0 00 00 	mov    %r10,0xd0(%rsp)
    7f23b890d746:	00 
    7f23b890d747:	4c 8b 54 24 18       	mov    0x18(%rsp),%r10
    7f23b890d74c:	4c 89 54 24 08       	mov    %r10,0x8(%rsp)
    7f23b890d751:	44 8b 54 24 30       	mov    0x30(%rsp),%r10d
    7f23b890d756:	48 89 54 24 18       	mov    %rdx,0x18(%rsp)
    7f23b890d75b:	44 89 54 24 14       	mov    %r10d,0x14(%rsp)
    7f23b890d760:	44 89 5c 24 30       	mov    %r11d,0x30(%rsp)
    7f23b890d765:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7f23b890d768:	c5 f8 77             	vzeroupper
    7f23b890d76b:	e8 10 0e a8 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890d770:	0f 1f 84 00 e0 0d 00 	nopl   0x4000de0(%rax,%rax,1)
    7f23b890d777:	04 
    7f23b890d778:	be e4 ff ff ff       	mov    $0xffffffe4,%esi
    7f23b890d77d:	48 8b 2c 24          	mov    (%rsp),%rbp
    7f23b890d781:	4c 8b 94 24 d0 00 00 	mov    0xd0(%rsp),%r10
    7f23b890d788:	00 
    7f23b890d789:	4c 89 94 24 b0 00 00 	mov    %r10,0xb0(%rsp)
    7f23b890d790:	00 
    7f23b890d791:	4c 8b 54 24 08       	mov    0x8(%rsp),%r10
    7f23b890d796:	4c 89 94 24 b8 00 00 	mov    %r10,0xb8(%rsp)
    7f23b890d79d:	00 
    7f23b890d79e:	4c 8b 54 24 10       	mov    0x10(%rsp),%r10
    7f23b890d7a3:	4c 89 94 24 d0 00 00 	mov    %r10,0xd0(%rsp)
    7f23b890d7aa:	00 
    7f23b890d7ab:	4c 8b 54 24 18       	mov    0x18(%rsp),%r10
    7f23b890d7b0:	4c 89 54 24 08       	mov    %r10,0x8(%rsp)
    7f23b890d7b5:	44 8b 54 24 30       	mov    0x30(%rsp),%r10d
    7f23b890d7ba:	48 89 54 24 18       	mov    %rdx,0x18(%rsp)
    7f23b890d7bf:	44 89 54 24 14       	mov    %r10d,0x14(%rsp)
    7f23b890d7c4:	89 5c 24 30          	mov    %ebx,0x30(%rsp)
    7f23b890d7c8:	89 4c 24 34          	mov    %ecx,0x34(%rsp)
    ;   {runtime_call UncommonTrapBlob}
    7f23b890d7cc:	c5 f8 77             	vzeroupper
    7f23b890d7cf:	e8 ac 0d a8 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890d7d4:	0f 1f 84 00 44 0e 00 	nopl   0x5000e44(%rax,%rax,1)
    7f23b890d7db:	05 
    7f23b890d7dc:	be e4 ff ff ff       	mov    $0xffffffe4,%esi
    7f23b890d7e1:	48 ff 34 24          	rex.W push (%rsp)
    7f23b890d7e5:	48 8f 84 24 b0 00 00 	rex.W pop 0xb0(%rsp)
    7f23b890d7ec:	00 
    7f23b890d7ed:	4c 8b 9c 24 d0 00 00 	mov    0xd0(%rsp),%r11
    7f23b890d7f4:	00 
    7f23b890d7f5:	4c 89 9c 24 b8 00 00 	mov    %r11,0xb8(%rsp)
    7f23b890d7fc:	00 
    7f23b890d7fd:	4c 8b 5c 24 10       	mov    0x10(%rsp),%r11
    7f23b890d802:	4c 89 1c 24          	mov    %r11,(%rsp)
    7f23b890d806:	4c 8b 5c 24 18       	mov    0x18(%rsp),%r11
    7f23b890d80b:	4c 89 5c 24 10       	mov    %r11,0x10(%rsp)
    7f23b890d810:	44 89 54 24 1c       	mov    %r10d,0x1c(%rsp)
    7f23b890d815:	44 89 44 24 20       	mov    %r8d,0x20(%rsp)
    7f23b890d81a:	66 90                	xchg   %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7f23b890d81c:	c5 f8 77             	vzeroupper
    7f23b890d81f:	e8 5c 0d a8 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890d824:	0f 1f 84 00 94 0e 00 	nopl   0x6000e94(%rax,%rax,1)
    7f23b890d82b:	06 
    7f23b890d82c:	bd 01 00 00 00       	mov    $0x1,%ebp
    7f23b890d831:	c5 f8 77             	vzeroupper
    7f23b890d834:	49 ba d0 77 11 ca 23 	movabs $0x7f23ca1177d0,%r10
    7f23b890d83b:	7f 00 00 
    7f23b890d83e:	41 ff d2             	call   *%r10
    7f23b890d841:	0f 1f 84 00 00 00 00 	nopl   0x0(%rax,%rax,1)
    7f23b890d848:	00 
    7f23b890d849:	4c 8b 9c 24 d0 00 00 	mov    0xd0(%rsp),%r11
    7f23b890d850:	00 
    7f23b890d851:	49 89 43 30          	mov    %rax,0x30(%r11)
    7f23b890d855:	4d 89 63 20          	mov    %r12,0x20(%r11)
    7f23b890d859:	c4 e1 fb 2a c5       	vcvtsi2sd %rbp,%xmm0,%xmm0
    7f23b890d85e:	c4 c1 7b 11 43 18    	vmovsd %xmm0,0x18(%r11)
    7f23b890d864:	c5 f8 77             	vzeroupper
    7f23b890d867:	48 81 c4 a0 00 00 00 	add    $0xa0,%rsp
    7f23b890d86e:	5d                   	pop    %rbp
    7f23b890d86f:	49 3b a7 48 04 00 00 	cmp    0x448(%r15),%rsp
    7f23b890d876:	0f 87 24 12 00 00    	ja     0x7f23b890eaa0
    7f23b890d87c:	c3                   	ret
    7f23b890d87d:	be de ff ff ff       	mov    $0xffffffde,%esi
    7f23b890d882:	48 89 8c 24 b0 00 00 	mov    %rcx,0xb0(%rsp)
    7f23b890d889:	00 
    7f23b890d88a:	4c 8b 94 24 d0 00 00 	mov    0xd0(%rsp),%r10
    7f23b890d891:	00 
    7f23b890d892:	4c 89 94 24 b8 00 00 	mov    %r10,0xb8(%rsp)
    7f23b890d899:	00 
    7f23b890d89a:	48 89 9c 24 d0 00 00 	mov    %rbx,0xd0(%rsp)
    7f23b890d8a1:	00 
    7f23b890d8a2:	4c 89 1c 24          	mov    %r11,(%rsp)
    7f23b890d8a6:	44 89 44 24 0c       	mov    %r8d,0xc(%rsp)
    7f23b890d8ab:	90                   	nop
    ;   {runtime_call UncommonTrapBlob}
    7f23b890d8ac:	c5 f8 77             	vzeroupper
    7f23b890d8af:	e8 cc 0c a8 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890d8b4:	0f 1f 84 00 24 0f 00 	nopl   0x7000f24(%rax,%rax,1)
    7f23b890d8bb:	07 
    7f23b890d8bc:	be de ff ff ff       	mov    $0xffffffde,%esi
    7f23b890d8c1:	48 89 8c 24 b0 00 00 	mov    %rcx,0xb0(%rsp)
    7f23b890d8c8:	00 
    7f23b890d8c9:	4c 8b 94 24 d0 00 00 	mov    0xd0(%rsp),%r10
    7f23b890d8d0:	00 
    7f23b890d8d1:	4c 89 94 24 b8 00 00 	mov    %r10,0xb8(%rsp)
    7f23b890d8d8:	00 
    7f23b890d8d9:	48 89 9c 24 d0 00 00 	mov    %rbx,0xd0(%rsp)
    7f23b890d8e0:	00 
    7f23b890d8e1:	4c 89 1c 24          	mov    %r11,(%rsp)
    7f23b890d8e5:	48 89 7c 24 08       	mov    %rdi,0x8(%rsp)
    7f23b890d8ea:	44 89 44 24 10       	mov    %r8d,0x10(%rsp)
    7f23b890d8ef:	44 89 4c 24 14       	mov    %r9d,0x14(%rsp)
    ;   {runtime_call UncommonTrapBlob}
    7f23b890d8f4:	c5 f8 77             	vzeroupper
    7f23b890d8f7:	e8 84 0c a8 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890d8fc:	0f 1f 84 00 6c 0f 00 	nopl   0x8000f6c(%rax,%rax,1)
    7f23b890d903:	08 
    7f23b890d904:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f23b890d909:	48 8b 2c 24          	mov    (%rsp),%rbp
    7f23b890d90d:	4c 8b 94 24 d0 00 00 	mov    0xd0(%rsp),%r10
    7f23b890d914:	00 
    7f23b890d915:	4c 89 94 24 b0 00 00 	mov    %r10,0xb0(%rsp)
    7f23b890d91c:	00 
    7f23b890d91d:	4c 8b 54 24 08       	mov    0x8(%rsp),%r10
    7f23b890d922:	4c 89 94 24 b8 00 00 	mov    %r10,0xb8(%rsp)
    7f23b890d929:	00 
    7f23b890d92a:	4c 8b 54 24 10       	mov    0x10(%rsp),%r10
    7f23b890d92f:	4c 89 94 24 d0 00 00 	mov    %r10,0xd0(%rsp)
    7f23b890d936:	00 
    7f23b890d937:	4c 8b 54 24 18       	mov    0x18(%rsp),%r10
    7f23b890d93c:	4c 89 54 24 08       	mov    %r10,0x8(%rsp)
    7f23b890d941:	48 89 54 24 10       	mov    %rdx,0x10(%rsp)
    7f23b890d946:	44 89 44 24 18       	mov    %r8d,0x18(%rsp)
    7f23b890d94b:	44 89 5c 24 1c       	mov    %r11d,0x1c(%rsp)
    ;   {runtime_call UncommonTrapBlob}
    7f23b890d950:	c5 f8 77             	vzeroupper
    7f23b890d953:	e8 28 0c a8 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890d958:	0f 1f 84 00 c8 0f 00 	nopl   0x9000fc8(%rax,%rax,1)
    7f23b890d95f:	09 
    7f23b890d960:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f23b890d965:	48 8b 2c 24          	mov    (%rsp),%rbp
    7f23b890d969:	4c 8b 9c 24 d0 00 00 	mov    0xd0(%rsp),%r11
    7f23b890d970:	00 
    7f23b890d971:	4c 89 9c 24 b0 00 00 	mov    %r11,0xb0(%rsp)
    7f23b890d978:	00 
    7f23b890d979:	4c 8b 5c 24 08       	mov    0x8(%rsp),%r11
    7f23b890d97e:	4c 89 9c 24 b8 00 00 	mov    %r11,0xb8(%rsp)
    7f23b890d985:	00 
    7f23b890d986:	4c 8b 5c 24 10       	mov    0x10(%rsp),%r11
    7f23b890d98b:	4c 89 9c 24 d0 00 00 	mov    %r11,0xd0(%rsp)
    7f23b890d992:	00 
    7f23b890d993:	4c 8b 5c 24 18       	mov    0x18(%rsp),%r11
    7f23b890d998:	4c 89 5c 24 08       	mov    %r11,0x8(%rsp)
    7f23b890d99d:	44 8b 44 24 30       	mov    0x30(%rsp),%r8d
    7f23b890d9a2:	48 89 54 24 18       	mov    %rdx,0x18(%rsp)
    7f23b890d9a7:	44 89 44 24 14       	mov    %r8d,0x14(%rsp)
    7f23b890d9ac:	44 89 54 24 24       	mov    %r10d,0x24(%rsp)
    7f23b890d9b1:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7f23b890d9b4:	c5 f8 77             	vzeroupper
    7f23b890d9b7:	e8 c4 0b a8 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890d9bc:	0f 1f 84 00 2c 10 00 	nopl   0xa00102c(%rax,%rax,1)
    7f23b890d9c3:	0a 
    7f23b890d9c4:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f23b890d9c9:	48 8b 2c 24          	mov    (%rsp),%rbp
    7f23b890d9cd:	4c 8b 94 24 d0 00 00 	mov    0xd0(%rsp),%r10
    7f23b890d9d4:	00 
    7f23b890d9d5:	4c 89 94 24 b0 00 00 	mov    %r10,0xb0(%rsp)
    7f23b890d9dc:	00 
    7f23b890d9dd:	4c 8b 54 24 08       	mov    0x8(%rsp),%r10
    7f23b890d9e2:	4c 89 94 24 b8 00 00 	mov    %r10,0xb8(%rsp)
    7f23b890d9e9:	00 
    7f23b890d9ea:	4c 8b 54 24 10       	mov    0x10(%rsp),%r10
    7f23b890d9ef:	4c 89 94 24 d0 00 00 	mov    %r10,0xd0(%rsp)
    7f23b890d9f6:	00 
    7f23b890d9f7:	4c 8b 54 24 18       	mov    0x18(%rsp),%r10
    7f23b890d9fc:	4c 89 54 24 08       	mov    %r10,0x8(%rsp)
    7f23b890da01:	44 8b 54 24 30       	mov    0x30(%rsp),%r10d
    7f23b890da06:	48 89 54 24 18       	mov    %rdx,0x18(%rsp)
    7f23b890da0b:	44 89 54 24 14       	mov    %r10d,0x14(%rsp)
    7f23b890da10:	44 89 5c 24 34       	mov    %r11d,0x34(%rsp)
    7f23b890da15:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7f23b890da18:	c5 f8 77             	vzeroupper
    7f23b890da1b:	e8 60 0b a8 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890da20:	0f 1f 84 00 90 10 00 	nopl   0xb001090(%rax,%rax,1)
    7f23b890da27:	0b 
    7f23b890da28:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f23b890da2d:	48 8b 2c 24          	mov    (%rsp),%rbp
    7f23b890da31:	4c 8b 94 24 d0 00 00 	mov    0xd0(%rsp),%r10
    7f23b890da38:	00 
    7f23b890da39:	4c 89 94 24 b0 00 00 	mov    %r10,0xb0(%rsp)
    7f23b890da40:	00 
    7f23b890da41:	4c 8b 54 24 08       	mov    0x8(%rsp),%r10
    7f23b890da46:	4c 89 94 24 b8 00 00 	mov    %r10,0xb8(%rsp)
    7f23b890da4d:	00 
    7f23b890da4e:	4c 8b 54 24 10       	mov    0x10(%rsp),%r10
    7f23b890da53:	4c 89 94 24 d0 00 00 	mov    %r10,0xd0(%rsp)
    7f23b890da5a:	00 
    7f23b890da5b:	4c 8b 54 24 18       	mov    0x18(%rsp),%r10
    7f23b890da60:	4c 89 54 24 08       	mov    %r10,0x8(%rsp)
    7f23b890da65:	44 8b 54 24 30       	mov    0x30(%rsp),%r10d
    7f23b890da6a:	48 89 54 24 18       	mov    %rdx,0x18(%rsp)
    7f23b890da6f:	44 89 54 24 14       	mov    %r10d,0x14(%rsp)
    7f23b890da74:	44 89 5c 24 30       	mov    %r11d,0x30(%rsp)
    7f23b890da79:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7f23b890da7c:	c5 f8 77             	vzeroupper
    7f23b890da7f:	e8 fc 0a a8 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890da84:	0f 1f 84 00 f4 10 00 	nopl   0xc0010f4(%rax,%rax,1)
    7f23b890da8b:	0c 
    7f23b890da8c:	be 3d ff ff ff       	mov    $0xffffff3d,%esi
    7f23b890da91:	48 89 8c 24 b0 00 00 	mov    %rcx,0xb0(%rsp)
    7f23b890da98:	00 
    7f23b890da99:	4c 8b 94 24 d0 00 00 	mov    0xd0(%rsp),%r10
    7f23b890daa0:	00 
    7f23b890daa1:	4c 89 94 24 b8 00 00 	mov    %r10,0xb8(%rsp)
    7f23b890daa8:	00 
    7f23b890daa9:	48 89 9c 24 d0 00 00 	mov    %rbx,0xd0(%rsp)
    7f23b890dab0:	00 
    7f23b890dab1:	4c 89 1c 24          	mov    %r11,(%rsp)
    7f23b890dab5:	48 89 7c 24 08       	mov    %rdi,0x8(%rsp)
    7f23b890daba:	48 89 54 24 10       	mov    %rdx,0x10(%rsp)
    7f23b890dabf:	44 89 4c 24 1c       	mov    %r9d,0x1c(%rsp)
    7f23b890dac4:	44 89 4c 24 20       	mov    %r9d,0x20(%rsp)
    7f23b890dac9:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7f23b890dacc:	c5 f8 77             	vzeroupper
    7f23b890dacf:	e8 ac 0a a8 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890dad4:	0f 1f 84 00 44 11 00 	nopl   0xd001144(%rax,%rax,1)
    7f23b890dadb:	0d 
    7f23b890dadc:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f23b890dae1:	48 89 8c 24 b0 00 00 	mov    %rcx,0xb0(%rsp)
    7f23b890dae8:	00 
    7f23b890dae9:	4c 8b 94 24 d0 00 00 	mov    0xd0(%rsp),%r10
    7f23b890daf0:	00 
    7f23b890daf1:	4c 89 94 24 b8 00 00 	mov    %r10,0xb8(%rsp)
    7f23b890daf8:	00 
    7f23b890daf9:	48 89 9c 24 d0 00 00 	mov    %rbx,0xd0(%rsp)
    7f23b890db00:	00 
    7f23b890db01:	4c 89 1c 24          	mov    %r11,(%rsp)
    7f23b890db05:	48 89 7c 24 08       	mov    %rdi,0x8(%rsp)
    7f23b890db0a:	48 89 54 24 10       	mov    %rdx,0x10(%rsp)
    7f23b890db0f:	44 89 4c 24 18       	mov    %r9d,0x18(%rsp)
    7f23b890db14:	44 89 44 24 1c       	mov    %r8d,0x1c(%rsp)
    7f23b890db19:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7f23b890db1c:	c5 f8 77             	vzeroupper
    7f23b890db1f:	e8 5c 0a a8 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890db24:	0f 1f 84 00 94 11 00 	nopl   0xe001194(%rax,%rax,1)
    7f23b890db2b:	0e 
    7f23b890db2c:	be 3d ff ff ff       	mov    $0xffffff3d,%esi
    7f23b890db31:	48 8b 2c 24          	mov    (%rsp),%rbp
    7f23b890db35:	4c 8b 94 24 d0 00 00 	mov    0xd0(%rsp),%r10
    7f23b890db3c:	00 
    7f23b890db3d:	4c 89 94 24 b0 00 00 	mov    %r10,0xb0(%rsp)
    7f23b890db44:	00 
    7f23b890db45:	4c 8b 54 24 08       	mov    0x8(%rsp),%r10
    7f23b890db4a:	4c 89 94 24 b8 00 00 	mov    %r10,0xb8(%rsp)
    7f23b890db51:	00 
    7f23b890db52:	4c 8b 54 24 10       	mov    0x10(%rsp),%r10
    7f23b890db57:	4c 89 94 24 d0 00 00 	mov    %r10,0xd0(%rsp)
    7f23b890db5e:	00 
    7f23b890db5f:	4c 8b 54 24 18       	mov    0x18(%rsp),%r10
    7f23b890db64:	4c 89 54 24 08       	mov    %r10,0x8(%rsp)
    7f23b890db69:	44 8b 5c 24 30       	mov    0x30(%rsp),%r11d
    7f23b890db6e:	48 89 54 24 18       	mov    %rdx,0x18(%rsp)
    7f23b890db73:	44 89 5c 24 14       	mov    %r11d,0x14(%rsp)
    7f23b890db78:	89 7c 24 24          	mov    %edi,0x24(%rsp)
    ;   {runtime_call UncommonTrapBlob}
    7f23b890db7c:	c5 f8 77             	vzeroupper
    7f23b890db7f:	e8 fc 09 a8 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890db84:	0f 1f 84 00 f4 11 00 	nopl   0xf0011f4(%rax,%rax,1)
    7f23b890db8b:	0f 
    7f23b890db8c:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f23b890db91:	48 8b 2c 24          	mov    (%rsp),%rbp
    7f23b890db95:	4c 8b 94 24 d0 00 00 	mov    0xd0(%rsp),%r10
    7f23b890db9c:	00 
    7f23b890db9d:	4c 89 94 24 b0 00 00 	mov    %r10,0xb0(%rsp)
    7f23b890dba4:	00 
    7f23b890dba5:	4c 8b 54 24 08       	mov    0x8(%rsp),%r10
    7f23b890dbaa:	4c 89 94 24 b8 00 00 	mov    %r10,0xb8(%rsp)
    7f23b890dbb1:	00 
    7f23b890dbb2:	4c 8b 54 24 10       	mov    0x10(%rsp),%r10
    7f23b890dbb7:	4c 89 94 24 d0 00 00 	mov    %r10,0xd0(%rsp)
    7f23b890dbbe:	00 
    7f23b890dbbf:	4c 8b 54 24 18       	mov    0x18(%rsp),%r10
    7f23b890dbc4:	4c 89 54 24 08       	mov    %r10,0x8(%rsp)
    7f23b890dbc9:	44 8b 54 24 30       	mov    0x30(%rsp),%r10d
    7f23b890dbce:	48 89 54 24 18       	mov    %rdx,0x18(%rsp)
    7f23b890dbd3:	44 89 54 24 14       	mov    %r10d,0x14(%rsp)
    ;   {runtime_call UncommonTrapBlob}
    7f23b890dbd8:	c5 f8 77             	vzeroupper
    7f23b890dbdb:	e8 a0 09 a8 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890dbe0:	0f 1f 84 00 50 12 00 	nopl   0x10001250(%rax,%rax,1)
    7f23b890dbe7:	10 
    7f23b890dbe8:	be 3d ff ff ff       	mov    $0xffffff3d,%esi
    7f23b890dbed:	48 8b 2c 24          	mov    (%rsp),%rbp
    7f23b890dbf1:	4c 8b 9c 24 d0 00 00 	mov    0xd0(%rsp),%r11
    7f23b890dbf8:	00 
    7f23b890dbf9:	4c 89 9c 24 b0 00 00 	mov    %r11,0xb0(%rsp)
    7f23b890dc00:	00 
    7f23b890dc01:	4c 8b 5c 24 08       	mov    0x8(%rsp),%r11
    7f23b890dc06:	4c 89 9c 24 b8 00 00 	mov    %r11,0xb8(%rsp)
    7f23b890dc0d:	00 
    7f23b890dc0e:	4c 8b 5c 24 10       	mov    0x10(%rsp),%r11
    7f23b890dc13:	4c 89 9c 24 d0 00 00 	mov    %r11,0xd0(%rsp)
    7f23b890dc1a:	00 
    7f23b890dc1b:	4c 8b 5c 24 18       	mov    0x18(%rsp),%r11
    7f23b890dc20:	4c 89 5c 24 08       	mov    %r11,0x8(%rsp)
    7f23b890dc25:	44 8b 5c 24 30       	mov    0x30(%rsp),%r11d
    7f23b890dc2a:	44 89 5c 24 10       	mov    %r11d,0x10(%rsp)
    7f23b890dc2f:	44 8b 5c 24 20       	mov    0x20(%rsp),%r11d
    7f23b890dc34:	44 89 5c 24 18       	mov    %r11d,0x18(%rsp)
    7f23b890dc39:	44 8b 44 24 24       	mov    0x24(%rsp),%r8d
    7f23b890dc3e:	44 89 44 24 1c       	mov    %r8d,0x1c(%rsp)
    7f23b890dc43:	44 89 54 24 24       	mov    %r10d,0x24(%rsp)
    ;   {runtime_call UncommonTrapBlob}
    7f23b890dc48:	c5 f8 77             	vzeroupper
    7f23b890dc4b:	e8 30 09 a8 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890dc50:	0f 1f 84 00 c0 12 00 	nopl   0x110012c0(%rax,%rax,1)
    7f23b890dc57:	11 
    7f23b890dc58:	4c 63 d5             	movslq %ebp,%r10
    7f23b890dc5b:	4d 8b ca             	mov    %r10,%r9
    7f23b890dc5e:	e9 d4 f7 ff ff       	jmp    0x7f23b890d437
    7f23b890dc63:	49 83 c2 fe          	add    $0xfffffffffffffffe,%r10
    7f23b890dc67:	49 8b ca             	mov    %r10,%rcx
    7f23b890dc6a:	48 8b fe             	mov    %rsi,%rdi
    7f23b890dc6d:	48 33 c0             	xor    %rax,%rax
    7f23b890dc70:	48 83 f9 08          	cmp    $0x8,%rcx
    7f23b890dc74:	7f 10                	jg     0x7f23b890dc86
    7f23b890dc76:	48 ff c9             	dec    %rcx
    7f23b890dc79:	78 56                	js     0x7f23b890dcd1
    7f23b890dc7b:	48 89 04 cf          	mov    %rax,(%rdi,%rcx,8)
    7f23b890dc7f:	48 ff c9             	dec    %rcx
    7f23b890dc82:	7d f7                	jge    0x7f23b890dc7b
    7f23b890dc84:	eb 4b                	jmp    0x7f23b890dcd1
    7f23b890dc86:	c5 fd ef c0          	vpxor  %ymm0,%ymm0,%ymm0
    7f23b890dc8a:	e9 0d 00 00 00       	jmp    0x7f23b890dc9c
    7f23b890dc8f:	c5 fe 7f 07          	vmovdqu %ymm0,(%rdi)
    7f23b890dc93:	c5 fe 7f 47 20       	vmovdqu %ymm0,0x20(%rdi)
    7f23b890dc98:	48 83 c7 40          	add    $0x40,%rdi
    7f23b890dc9c:	48 83 e9 08          	sub    $0x8,%rcx
    7f23b890dca0:	7d ed                	jge    0x7f23b890dc8f
    7f23b890dca2:	48 83 c1 04          	add    $0x4,%rcx
    7f23b890dca6:	7c 0c                	jl     0x7f23b890dcb4
    7f23b890dca8:	c5 fe 7f 07          	vmovdqu %ymm0,(%rdi)
    7f23b890dcac:	48 83 c7 20          	add    $0x20,%rdi
    7f23b890dcb0:	48 83 e9 04          	sub    $0x4,%rcx
    7f23b890dcb4:	48 83 c1 04          	add    $0x4,%rcx
    7f23b890dcb8:	7e 17                	jle    0x7f23b890dcd1
    7f23b890dcba:	48 c7 c0 ff ff ff ff 	mov    $0xffffffffffffffff,%rax
    7f23b890dcc1:	c4 e2 f0 f5 c0       	bzhi   %rcx,%rax,%rax
    7f23b890dcc6:	c4 e1 fb 92 f8       	kmovq  %rax,%k7
    7f23b890dccb:	62 f1 fe 2f 7f 07    	vmovdqu64 %ymm0,(%rdi){%k7}
    7f23b890dcd1:	e9 4c f4 ff ff       	jmp    0x7f23b890d122
    7f23b890dcd6:	be cc ff ff ff       	mov    $0xffffffcc,%esi
    7f23b890dcdb:	48 8b 2c 24          	mov    (%rsp),%rbp
    7f23b890dcdf:	4c 8b 94 24 d0 00 00 	mov    0xd0(%rsp),%r10
    7f23b890dce6:	00 
    7f23b890dce7:	4c 89 94 24 b0 00 00 	mov    %r10,0xb0(%rsp)
    7f23b890dcee:	00 
    7f23b890dcef:	4c 8b 54 24 08       	mov    0x8(%rsp),%r10
    7f23b890dcf4:	4c 89 94 24 b8 00 00 	mov    %r10,0xb8(%rsp)
    7f23b890dcfb:	00 
    7f23b890dcfc:	4c 8b 54 24 10       	mov    0x10(%rsp),%r10
    7f23b890dd01:	4c 89 94 24 d0 00 00 	mov    %r10,0xd0(%rsp)
    7f23b890dd08:	00 
    7f23b890dd09:	4c 8b 54 24 18       	mov    0x18(%rsp),%r10
    7f23b890dd0e:	4c 89 54 24 08       	mov    %r10,0x8(%rsp)
    7f23b890dd13:	44 8b 5c 24 30       	mov    0x30(%rsp),%r11d
    7f23b890dd18:	44 89 5c 24 10       	mov    %r11d,0x10(%rsp)
    7f23b890dd1d:	44 8b 5c 24 20       	mov    0x20(%rsp),%r11d
    7f23b890dd22:	44 89 5c 24 18       	mov    %r11d,0x18(%rsp)
    7f23b890dd27:	44 8b 54 24 24       	mov    0x24(%rsp),%r10d
    7f23b890dd2c:	44 89 54 24 1c       	mov    %r10d,0x1c(%rsp)
    7f23b890dd31:	44 8b 54 24 3c       	mov    0x3c(%rsp),%r10d
    7f23b890dd36:	44 89 54 24 30       	mov    %r10d,0x30(%rsp)
    7f23b890dd3b:	90                   	nop
    ;   {runtime_call UncommonTrapBlob}
    7f23b890dd3c:	c5 f8 77             	vzeroupper
    7f23b890dd3f:	e8 3c 08 a8 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890dd44:	0f 1f 84 00 b4 13 00 	nopl   0x120013b4(%rax,%rax,1)
    7f23b890dd4b:	12 
    7f23b890dd4c:	be 3d ff ff ff       	mov    $0xffffff3d,%esi
    7f23b890dd51:	48 8b 2c 24          	mov    (%rsp),%rbp
    7f23b890dd55:	4c 8b 9c 24 d0 00 00 	mov    0xd0(%rsp),%r11
    7f23b890dd5c:	00 
    7f23b890dd5d:	4c 89 9c 24 b0 00 00 	mov    %r11,0xb0(%rsp)
    7f23b890dd64:	00 
    7f23b890dd65:	4c 8b 5c 24 08       	mov    0x8(%rsp),%r11
    7f23b890dd6a:	4c 89 9c 24 b8 00 00 	mov    %r11,0xb8(%rsp)
    7f23b890dd71:	00 
    7f23b890dd72:	4c 8b 5c 24 10       	mov    0x10(%rsp),%r11
    7f23b890dd77:	4c 89 9c 24 d0 00 00 	mov    %r11,0xd0(%rsp)
    7f23b890dd7e:	00 
    7f23b890dd7f:	4c 8b 5c 24 18       	mov    0x18(%rsp),%r11
    7f23b890dd84:	4c 89 5c 24 08       	mov    %r11,0x8(%rsp)
    7f23b890dd89:	44 8b 5c 24 30       	mov    0x30(%rsp),%r11d
    7f23b890dd8e:	44 89 5c 24 10       	mov    %r11d,0x10(%rsp)
    7f23b890dd93:	44 8b 5c 24 20       	mov    0x20(%rsp),%r11d
    7f23b890dd98:	44 89 5c 24 18       	mov    %r11d,0x18(%rsp)
    7f23b890dd9d:	44 8b 44 24 24       	mov    0x24(%rsp),%r8d
    7f23b890dda2:	44 89 44 24 1c       	mov    %r8d,0x1c(%rsp)
    7f23b890dda7:	44 8b 44 24 34       	mov    0x34(%rsp),%r8d
    7f23b890ddac:	44 89 44 24 2c       	mov    %r8d,0x2c(%rsp)
    7f23b890ddb1:	44 89 6c 24 34       	mov    %r13d,0x34(%rsp)
    7f23b890ddb6:	44 89 54 24 38       	mov    %r10d,0x38(%rsp)
    7f23b890ddbb:	89 4c 24 40          	mov    %ecx,0x40(%rsp)
    7f23b890ddbf:	90                   	nop
    ;   {runtime_call UncommonTrapBlob}
    7f23b890ddc0:	c5 f8 77             	vzeroupper
    7f23b890ddc3:	e8 b8 07 a8 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890ddc8:	0f 1f 84 00 38 14 00 	nopl   0x13001438(%rax,%rax,1)
    7f23b890ddcf:	13 
    7f23b890ddd0:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f23b890ddd5:	48 8b 2c 24          	mov    (%rsp),%rbp
    7f23b890ddd9:	4c 8b 94 24 d0 00 00 	mov    0xd0(%rsp),%r10
    7f23b890dde0:	00 
    7f23b890dde1:	4c 89 94 24 b0 00 00 	mov    %r10,0xb0(%rsp)
    7f23b890dde8:	00 
    7f23b890dde9:	4c 8b 54 24 08       	mov    0x8(%rsp),%r10
    7f23b890ddee:	4c 89 94 24 b8 00 00 	mov    %r10,0xb8(%rsp)
    7f23b890ddf5:	00 
    7f23b890ddf6:	4c 8b 54 24 10       	mov    0x10(%rsp),%r10
    7f23b890ddfb:	4c 89 94 24 d0 00 00 	mov    %r10,0xd0(%rsp)
    7f23b890de02:	00 
    7f23b890de03:	4c 8b 54 24 18       	mov    0x18(%rsp),%r10
    7f23b890de08:	4c 89 54 24 08       	mov    %r10,0x8(%rsp)
    7f23b890de0d:	44 8b 54 24 30       	mov    0x30(%rsp),%r10d
    7f23b890de12:	44 89 54 24 10       	mov    %r10d,0x10(%rsp)
    7f23b890de17:	44 8b 54 24 20       	mov    0x20(%rsp),%r10d
    7f23b890de1c:	44 89 54 24 18       	mov    %r10d,0x18(%rsp)
    7f23b890de21:	44 8b 5c 24 24       	mov    0x24(%rsp),%r11d
    7f23b890de26:	44 89 5c 24 1c       	mov    %r11d,0x1c(%rsp)
    7f23b890de2b:	89 4c 24 30          	mov    %ecx,0x30(%rsp)
    7f23b890de2f:	90                   	nop
    ;   {runtime_call UncommonTrapBlob}
    7f23b890de30:	c5 f8 77             	vzeroupper
    7f23b890de33:	e8 48 07 a8 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890de38:	0f 1f 84 00 a8 14 00 	nopl   0x140014a8(%rax,%rax,1)
    7f23b890de3f:	14 
    ;   {metadata({type array byte})}
    7f23b890de40:	48 be d8 09 04 00 01 	movabs $0x1000409d8,%rsi
    7f23b890de47:	00 00 00 
    7f23b890de4a:	49 8b e8             	mov    %r8,%rbp
    7f23b890de4d:	41 8b d5             	mov    %r13d,%edx
    ;   {runtime_call _new_array_nozero_Java}
    7f23b890de50:	c5 f8 77             	vzeroupper
    7f23b890de53:	e8 a8 77 a9 ff       	call   0x7f23b83a5600
    ;   {other}
    7f23b890de58:	0f 1f 84 00 c8 14 00 	nopl   0x150014c8(%rax,%rax,1)
    7f23b890de5f:	15 
    7f23b890de60:	48 8b d8             	mov    %rax,%rbx
    7f23b890de63:	e9 9e f7 ff ff       	jmp    0x7f23b890d606
    7f23b890de68:	48 63 d5             	movslq %ebp,%rdx
    7f23b890de6b:	4c 8d 52 10          	lea    0x10(%rdx),%r10
    7f23b890de6f:	4d 8b da             	mov    %r10,%r11
    7f23b890de72:	49 83 e3 f8          	and    $0xfffffffffffffff8,%r11
    7f23b890de76:	48 8b fb             	mov    %rbx,%rdi
    7f23b890de79:	49 03 fb             	add    %r11,%rdi
    7f23b890de7c:	49 c1 ea 03          	shr    $0x3,%r10
    7f23b890de80:	4d 8b d8             	mov    %r8,%r11
    7f23b890de83:	4d 2b da             	sub    %r10,%r11
    7f23b890de86:	49 8b cb             	mov    %r11,%rcx
    7f23b890de89:	48 33 c0             	xor    %rax,%rax
    7f23b890de8c:	48 83 f9 08          	cmp    $0x8,%rcx
    7f23b890de90:	7f 10                	jg     0x7f23b890dea2
    7f23b890de92:	48 ff c9             	dec    %rcx
    7f23b890de95:	78 56                	js     0x7f23b890deed
    7f23b890de97:	48 89 04 cf          	mov    %rax,(%rdi,%rcx,8)
    7f23b890de9b:	48 ff c9             	dec    %rcx
    7f23b890de9e:	7d f7                	jge    0x7f23b890de97
    7f23b890dea0:	eb 4b                	jmp    0x7f23b890deed
    7f23b890dea2:	c5 fd ef c0          	vpxor  %ymm0,%ymm0,%ymm0
    7f23b890dea6:	e9 0d 00 00 00       	jmp    0x7f23b890deb8
    7f23b890deab:	c5 fe 7f 07          	vmovdqu %ymm0,(%rdi)
    7f23b890deaf:	c5 fe 7f 47 20       	vmovdqu %ymm0,0x20(%rdi)
    7f23b890deb4:	48 83 c7 40          	add    $0x40,%rdi
    7f23b890deb8:	48 83 e9 08          	sub    $0x8,%rcx
    7f23b890debc:	7d ed                	jge    0x7f23b890deab
    7f23b890debe:	48 83 c1 04          	add    $0x4,%rcx
    7f23b890dec2:	7c 0c                	jl     0x7f23b890ded0
    7f23b890dec4:	c5 fe 7f 07          	vmovdqu %ymm0,(%rdi)
    7f23b890dec8:	48 83 c7 20          	add    $0x20,%rdi
    7f23b890decc:	48 83 e9 04          	sub    $0x4,%rcx
    7f23b890ded0:	48 83 c1 04          	add    $0x4,%rcx
    7f23b890ded4:	7e 17                	jle    0x7f23b890deed
    7f23b890ded6:	48 c7 c0 ff ff ff ff 	mov    $0xffffffffffffffff,%rax
    7f23b890dedd:	c4 e2 f0 f5 c0       	bzhi   %rcx,%rax,%rax
    7f23b890dee2:	c4 e1 fb 92 f8       	kmovq  %rax,%k7
    7f23b890dee7:	62 f1 fe 2f 7f 07    	vmovdqu64 %ymm0,(%rdi){%k7}
    7f23b890deed:	48 8b 7c 24 38       	mov    0x38(%rsp),%rdi
    7f23b890def2:	c5 f8 77             	vzeroupper
    7f23b890def5:	49 ba c0 fa 36 b8 23 	movabs $0x7f23b836fac0,%r10
    7f23b890defc:	7f 00 00 
    7f23b890deff:	41 ff d2             	call   *%r10
    7f23b890df02:	0f 1f 84 00 00 00 00 	nopl   0x0(%rax,%rax,1)
    7f23b890df09:	00 
    7f23b890df0a:	e9 0d f1 ff ff       	jmp    0x7f23b890d01c
    7f23b890df0f:	4c 63 d6             	movslq %esi,%r10
    7f23b890df12:	49 8b ea             	mov    %r10,%rbp
    7f23b890df15:	81 fe 00 00 10 00    	cmp    $0x100000,%esi
    7f23b890df1b:	0f 87 83 06 00 00    	ja     0x7f23b890e5a4
    7f23b890df21:	4d 8b 97 b8 01 00 00 	mov    0x1b8(%r15),%r10
    7f23b890df28:	4c 8d 5d 17          	lea    0x17(%rbp),%r11
    7f23b890df2c:	49 83 e3 f8          	and    $0xfffffffffffffff8,%r11
    7f23b890df30:	4d 8b c2             	mov    %r10,%r8
    7f23b890df33:	4d 03 c3             	add    %r11,%r8
    7f23b890df36:	4d 3b 87 c8 01 00 00 	cmp    0x1c8(%r15),%r8
    7f23b890df3d:	0f 83 61 06 00 00    	jae    0x7f23b890e5a4
    7f23b890df43:	4d 89 87 b8 01 00 00 	mov    %r8,0x1b8(%r15)
    7f23b890df4a:	41 0f 18 80 00 01 00 	prefetchnta 0x100(%r8)
    7f23b890df51:	00 
    7f23b890df52:	49 c7 02 01 00 00 00 	movq   $0x1,(%r10)
    7f23b890df59:	41 0f 18 80 40 01 00 	prefetchnta 0x140(%r8)
    ;   {metadata({type array byte})}
    7f23b890df60:	00 
    7f23b890df61:	41 c7 42 08 3b 81 00 	movl   $0x2000813b,0x8(%r10)
    7f23b890df68:	20 
    7f23b890df69:	41 89 72 0c          	mov    %esi,0xc(%r10)
    7f23b890df6d:	41 0f 18 80 80 01 00 	prefetchnta 0x180(%r8)
    7f23b890df74:	00 
    7f23b890df75:	49 8b da             	mov    %r10,%rbx
    7f23b890df78:	49 8b f2             	mov    %r10,%rsi
    7f23b890df7b:	48 83 c6 10          	add    $0x10,%rsi
    7f23b890df7f:	4c 8d 55 07          	lea    0x7(%rbp),%r10
    7f23b890df83:	49 c1 ea 03          	shr    $0x3,%r10
    7f23b890df87:	48 8b 7c 24 38       	mov    0x38(%rsp),%rdi
    7f23b890df8c:	49 8b d2             	mov    %r10,%rdx
    7f23b890df8f:	c5 f8 77             	vzeroupper
    7f23b890df92:	49 ba 80 1b 37 b8 23 	movabs $0x7f23b8371b80,%r10
    7f23b890df99:	7f 00 00 
    ;   {other}
    7f23b890df9c:	41 ff d2             	call   *%r10
    7f23b890df9f:	0f 1f 84 00 00 00 00 	nopl   0x0(%rax,%rax,1)
    7f23b890dfa6:	00 
    7f23b890dfa7:	e9 70 f0 ff ff       	jmp    0x7f23b890d01c
    ;   {metadata({type array byte})}
    7f23b890dfac:	48 be d8 09 04 00 01 	movabs $0x1000409d8,%rsi
    7f23b890dfb3:	00 00 00 
    7f23b890dfb6:	8b 54 24 14          	mov    0x14(%rsp),%edx
    7f23b890dfba:	4c 89 4c 24 60       	mov    %r9,0x60(%rsp)
    7f23b890dfbf:	90                   	nop
    ;   {runtime_call _new_array_nozero_Java}
    7f23b890dfc0:	c5 f8 77             	vzeroupper
    7f23b890dfc3:	e8 38 76 a9 ff       	call   0x7f23b83a5600
    ;   {other}
    7f23b890dfc8:	0f 1f 84 00 38 16 00 	nopl   0x16001638(%rax,%rax,1)
    7f23b890dfcf:	16 
    7f23b890dfd0:	48 8b d8             	mov    %rax,%rbx
    7f23b890dfd3:	e9 f8 ef ff ff       	jmp    0x7f23b890cfd0
    7f23b890dfd8:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f23b890dfdd:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7f23b890dfe0:	c5 f8 77             	vzeroupper
    7f23b890dfe3:	e8 98 05 a8 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890dfe8:	0f 1f 84 00 58 16 00 	nopl   0x17001658(%rax,%rax,1)
    7f23b890dfef:	17 
    7f23b890dff0:	be e4 ff ff ff       	mov    $0xffffffe4,%esi
    7f23b890dff5:	48 8b ac 24 b0 00 00 	mov    0xb0(%rsp),%rbp
    7f23b890dffc:	00 
    7f23b890dffd:	4c 8b 94 24 d0 00 00 	mov    0xd0(%rsp),%r10
    7f23b890e004:	00 
    7f23b890e005:	4c 89 94 24 b0 00 00 	mov    %r10,0xb0(%rsp)
    7f23b890e00c:	00 
    7f23b890e00d:	4c 8b 14 24          	mov    (%rsp),%r10
    7f23b890e011:	4c 89 94 24 d0 00 00 	mov    %r10,0xd0(%rsp)
    7f23b890e018:	00 
    7f23b890e019:	4c 89 04 24          	mov    %r8,(%rsp)
    7f23b890e01d:	4c 89 74 24 08       	mov    %r14,0x8(%rsp)
    7f23b890e022:	4c 89 5c 24 10       	mov    %r11,0x10(%rsp)
    7f23b890e027:	44 89 4c 24 18       	mov    %r9d,0x18(%rsp)
    7f23b890e02c:	89 44 24 1c          	mov    %eax,0x1c(%rsp)
    7f23b890e030:	89 4c 24 20          	mov    %ecx,0x20(%rsp)
    ;   {runtime_call UncommonTrapBlob}
    7f23b890e034:	c5 f8 77             	vzeroupper
    7f23b890e037:	e8 44 05 a8 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890e03c:	0f 1f 84 00 ac 16 00 	nopl   0x180016ac(%rax,%rax,1)
    7f23b890e043:	18 
    7f23b890e044:	be e4 ff ff ff       	mov    $0xffffffe4,%esi
    7f23b890e049:	48 8b 8c 24 d0 00 00 	mov    0xd0(%rsp),%rcx
    7f23b890e050:	00 
    7f23b890e051:	48 89 8c 24 b8 00 00 	mov    %rcx,0xb8(%rsp)
    7f23b890e058:	00 
    7f23b890e059:	4c 89 44 24 08       	mov    %r8,0x8(%rsp)
    7f23b890e05e:	4c 89 74 24 10       	mov    %r14,0x10(%rsp)
    7f23b890e063:	4c 89 5c 24 18       	mov    %r11,0x18(%rsp)
    7f23b890e068:	44 89 4c 24 20       	mov    %r9d,0x20(%rsp)
    7f23b890e06d:	89 7c 24 24          	mov    %edi,0x24(%rsp)
    7f23b890e071:	44 89 54 24 28       	mov    %r10d,0x28(%rsp)
    7f23b890e076:	66 90                	xchg   %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7f23b890e078:	c5 f8 77             	vzeroupper
    7f23b890e07b:	e8 00 05 a8 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890e080:	0f 1f 84 00 f0 16 00 	nopl   0x190016f0(%rax,%rax,1)
    7f23b890e087:	19 
    7f23b890e088:	be e4 ff ff ff       	mov    $0xffffffe4,%esi
    7f23b890e08d:	48 8b ac 24 b0 00 00 	mov    0xb0(%rsp),%rbp
    7f23b890e094:	00 
    7f23b890e095:	4c 8b 94 24 d0 00 00 	mov    0xd0(%rsp),%r10
    7f23b890e09c:	00 
    7f23b890e09d:	4c 89 94 24 b0 00 00 	mov    %r10,0xb0(%rsp)
    7f23b890e0a4:	00 
    7f23b890e0a5:	4c 8b 14 24          	mov    (%rsp),%r10
    7f23b890e0a9:	4c 89 94 24 b8 00 00 	mov    %r10,0xb8(%rsp)
    7f23b890e0b0:	00 
    7f23b890e0b1:	4c 8b 54 24 28       	mov    0x28(%rsp),%r10
    7f23b890e0b6:	4c 89 14 24          	mov    %r10,(%rsp)
    7f23b890e0ba:	48 89 4c 24 28       	mov    %rcx,0x28(%rsp)
    7f23b890e0bf:	89 5c 24 14          	mov    %ebx,0x14(%rsp)
    7f23b890e0c3:	44 8b 54 24 24       	mov    0x24(%rsp),%r10d
    7f23b890e0c8:	44 89 54 24 20       	mov    %r10d,0x20(%rsp)
    7f23b890e0cd:	44 89 4c 24 24       	mov    %r9d,0x24(%rsp)
    7f23b890e0d2:	66 90                	xchg   %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7f23b890e0d4:	c5 f8 77             	vzeroupper
    7f23b890e0d7:	e8 a4 04 a8 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890e0dc:	0f 1f 84 00 4c 17 00 	nopl   0x1a00174c(%rax,%rax,1)
    7f23b890e0e3:	1a 
    7f23b890e0e4:	be e4 ff ff ff       	mov    $0xffffffe4,%esi
    7f23b890e0e9:	4c 8b 94 24 d0 00 00 	mov    0xd0(%rsp),%r10
    7f23b890e0f0:	00 
    7f23b890e0f1:	4c 89 94 24 b8 00 00 	mov    %r10,0xb8(%rsp)
    7f23b890e0f8:	00 
    7f23b890e0f9:	4c 8b 54 24 28       	mov    0x28(%rsp),%r10
    7f23b890e0fe:	4c 89 54 24 08       	mov    %r10,0x8(%rsp)
    7f23b890e103:	48 89 4c 24 28       	mov    %rcx,0x28(%rsp)
    7f23b890e108:	44 89 5c 24 30       	mov    %r11d,0x30(%rsp)
    7f23b890e10d:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7f23b890e110:	c5 f8 77             	vzeroupper
    7f23b890e113:	e8 68 04 a8 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890e118:	0f 1f 84 00 88 17 00 	nopl   0x1b001788(%rax,%rax,1)
    7f23b890e11f:	1b 
    7f23b890e120:	be e4 ff ff ff       	mov    $0xffffffe4,%esi
    7f23b890e125:	4c 8b 9c 24 d0 00 00 	mov    0xd0(%rsp),%r11
    7f23b890e12c:	00 
    7f23b890e12d:	4c 89 9c 24 b8 00 00 	mov    %r11,0xb8(%rsp)
    7f23b890e134:	00 
    7f23b890e135:	4c 8b 5c 24 18       	mov    0x18(%rsp),%r11
    7f23b890e13a:	4c 89 5c 24 08       	mov    %r11,0x8(%rsp)
    7f23b890e13f:	44 89 44 24 14       	mov    %r8d,0x14(%rsp)
    7f23b890e144:	44 89 54 24 18       	mov    %r10d,0x18(%rsp)
    7f23b890e149:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7f23b890e14c:	c5 f8 77             	vzeroupper
    7f23b890e14f:	e8 2c 04 a8 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890e154:	0f 1f 84 00 c4 17 00 	nopl   0x1c0017c4(%rax,%rax,1)
    7f23b890e15b:	1c 
    7f23b890e15c:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f23b890e161:	41 8b ea             	mov    %r10d,%ebp
    ;   {runtime_call UncommonTrapBlob}
    7f23b890e164:	c5 f8 77             	vzeroupper
    7f23b890e167:	e8 14 04 a8 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890e16c:	0f 1f 84 00 dc 17 00 	nopl   0x1d0017dc(%rax,%rax,1)
    7f23b890e173:	1d 
    7f23b890e174:	be de ff ff ff       	mov    $0xffffffde,%esi
    7f23b890e179:	4c 8b 94 24 d0 00 00 	mov    0xd0(%rsp),%r10
    7f23b890e180:	00 
    7f23b890e181:	4c 89 94 24 b8 00 00 	mov    %r10,0xb8(%rsp)
    7f23b890e188:	00 
    7f23b890e189:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7f23b890e18c:	c5 f8 77             	vzeroupper
    7f23b890e18f:	e8 ec 03 a8 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890e194:	0f 1f 84 00 04 18 00 	nopl   0x1e001804(%rax,%rax,1)
    7f23b890e19b:	1e 
    7f23b890e19c:	be de ff ff ff       	mov    $0xffffffde,%esi
    7f23b890e1a1:	48 8b ac 24 b0 00 00 	mov    0xb0(%rsp),%rbp
    7f23b890e1a8:	00 
    7f23b890e1a9:	4c 8b 94 24 d0 00 00 	mov    0xd0(%rsp),%r10
    7f23b890e1b0:	00 
    7f23b890e1b1:	4c 89 94 24 b0 00 00 	mov    %r10,0xb0(%rsp)
    7f23b890e1b8:	00 
    7f23b890e1b9:	4c 8b 14 24          	mov    (%rsp),%r10
    7f23b890e1bd:	4c 89 94 24 d0 00 00 	mov    %r10,0xd0(%rsp)
    7f23b890e1c4:	00 
    7f23b890e1c5:	4c 89 34 24          	mov    %r14,(%rsp)
    7f23b890e1c9:	44 89 5c 24 08       	mov    %r11d,0x8(%rsp)
    7f23b890e1ce:	89 4c 24 0c          	mov    %ecx,0xc(%rsp)
    7f23b890e1d2:	66 90                	xchg   %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7f23b890e1d4:	c5 f8 77             	vzeroupper
    7f23b890e1d7:	e8 a4 03 a8 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890e1dc:	0f 1f 84 00 4c 18 00 	nopl   0x1f00184c(%rax,%rax,1)
    7f23b890e1e3:	1f 
    7f23b890e1e4:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f23b890e1e9:	4c 8b 94 24 d0 00 00 	mov    0xd0(%rsp),%r10
    7f23b890e1f0:	00 
    7f23b890e1f1:	4c 89 94 24 b8 00 00 	mov    %r10,0xb8(%rsp)
    7f23b890e1f8:	00 
    7f23b890e1f9:	4c 89 44 24 10       	mov    %r8,0x10(%rsp)
    7f23b890e1fe:	4c 89 74 24 18       	mov    %r14,0x18(%rsp)
    7f23b890e203:	4c 89 5c 24 20       	mov    %r11,0x20(%rsp)
    7f23b890e208:	44 89 4c 24 28       	mov    %r9d,0x28(%rsp)
    7f23b890e20d:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7f23b890e210:	c5 f8 77             	vzeroupper
    7f23b890e213:	e8 68 03 a8 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890e218:	0f 1f 84 00 88 18 00 	nopl   0x20001888(%rax,%rax,1)
    7f23b890e21f:	20 
    7f23b890e220:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f23b890e225:	4c 8b 94 24 d0 00 00 	mov    0xd0(%rsp),%r10
    7f23b890e22c:	00 
    7f23b890e22d:	4c 89 94 24 b8 00 00 	mov    %r10,0xb8(%rsp)
    7f23b890e234:	00 
    7f23b890e235:	4c 89 44 24 10       	mov    %r8,0x10(%rsp)
    7f23b890e23a:	48 89 4c 24 28       	mov    %rcx,0x28(%rsp)
    7f23b890e23f:	90                   	nop
    ;   {runtime_call UncommonTrapBlob}
    7f23b890e240:	c5 f8 77             	vzeroupper
    7f23b890e243:	e8 38 03 a8 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890e248:	0f 1f 84 00 b8 18 00 	nopl   0x210018b8(%rax,%rax,1)
    7f23b890e24f:	21 
    7f23b890e250:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f23b890e255:	4c 8b 94 24 d0 00 00 	mov    0xd0(%rsp),%r10
    7f23b890e25c:	00 
    7f23b890e25d:	4c 89 94 24 b8 00 00 	mov    %r10,0xb8(%rsp)
    7f23b890e264:	00 
    7f23b890e265:	4c 8b 54 24 28       	mov    0x28(%rsp),%r10
    7f23b890e26a:	4c 89 54 24 08       	mov    %r10,0x8(%rsp)
    7f23b890e26f:	48 89 4c 24 28       	mov    %rcx,0x28(%rsp)
    ;   {runtime_call UncommonTrapBlob}
    7f23b890e274:	c5 f8 77             	vzeroupper
    7f23b890e277:	e8 04 03 a8 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890e27c:	0f 1f 84 00 ec 18 00 	nopl   0x220018ec(%rax,%rax,1)
    7f23b890e283:	22 
    7f23b890e284:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f23b890e289:	4c 8b 94 24 d0 00 00 	mov    0xd0(%rsp),%r10
    7f23b890e290:	00 
    7f23b890e291:	4c 89 94 24 b8 00 00 	mov    %r10,0xb8(%rsp)
    7f23b890e298:	00 
    7f23b890e299:	4c 8b 54 24 28       	mov    0x28(%rsp),%r10
    7f23b890e29e:	4c 89 54 24 08       	mov    %r10,0x8(%rsp)
    7f23b890e2a3:	48 89 4c 24 28       	mov    %rcx,0x28(%rsp)
    ;   {runtime_call UncommonTrapBlob}
    7f23b890e2a8:	c5 f8 77             	vzeroupper
    7f23b890e2ab:	e8 d0 02 a8 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890e2b0:	0f 1f 84 00 20 19 00 	nopl   0x23001920(%rax,%rax,1)
    7f23b890e2b7:	23 
    7f23b890e2b8:	be 3d ff ff ff       	mov    $0xffffff3d,%esi
    7f23b890e2bd:	48 8b ac 24 b0 00 00 	mov    0xb0(%rsp),%rbp
    7f23b890e2c4:	00 
    7f23b890e2c5:	4c 8b 94 24 d0 00 00 	mov    0xd0(%rsp),%r10
    7f23b890e2cc:	00 
    7f23b890e2cd:	4c 89 94 24 b0 00 00 	mov    %r10,0xb0(%rsp)
    7f23b890e2d4:	00 
    7f23b890e2d5:	4c 8b 14 24          	mov    (%rsp),%r10
    7f23b890e2d9:	4c 89 94 24 d0 00 00 	mov    %r10,0xd0(%rsp)
    7f23b890e2e0:	00 
    7f23b890e2e1:	4c 89 34 24          	mov    %r14,(%rsp)
    7f23b890e2e5:	4c 89 5c 24 08       	mov    %r11,0x8(%rsp)
    7f23b890e2ea:	89 4c 24 14          	mov    %ecx,0x14(%rsp)
    7f23b890e2ee:	89 4c 24 18          	mov    %ecx,0x18(%rsp)
    7f23b890e2f2:	66 90                	xchg   %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7f23b890e2f4:	c5 f8 77             	vzeroupper
    7f23b890e2f7:	e8 84 02 a8 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890e2fc:	0f 1f 84 00 6c 19 00 	nopl   0x2400196c(%rax,%rax,1)
    7f23b890e303:	24 
    7f23b890e304:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f23b890e309:	48 8b ac 24 b0 00 00 	mov    0xb0(%rsp),%rbp
    7f23b890e310:	00 
    7f23b890e311:	4c 8b 94 24 d0 00 00 	mov    0xd0(%rsp),%r10
    7f23b890e318:	00 
    7f23b890e319:	4c 89 94 24 b0 00 00 	mov    %r10,0xb0(%rsp)
    7f23b890e320:	00 
    7f23b890e321:	4c 8b 14 24          	mov    (%rsp),%r10
    7f23b890e325:	4c 89 94 24 d0 00 00 	mov    %r10,0xd0(%rsp)
    7f23b890e32c:	00 
    7f23b890e32d:	4c 89 34 24          	mov    %r14,(%rsp)
    7f23b890e331:	4c 89 5c 24 08       	mov    %r11,0x8(%rsp)
    7f23b890e336:	89 4c 24 10          	mov    %ecx,0x10(%rsp)
    7f23b890e33a:	44 89 4c 24 14       	mov    %r9d,0x14(%rsp)
    7f23b890e33f:	90                   	nop
    ;   {runtime_call UncommonTrapBlob}
    7f23b890e340:	c5 f8 77             	vzeroupper
    7f23b890e343:	e8 38 02 a8 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890e348:	0f 1f 84 00 b8 19 00 	nopl   0x250019b8(%rax,%rax,1)
    7f23b890e34f:	25 
    7f23b890e350:	be 3d ff ff ff       	mov    $0xffffff3d,%esi
    7f23b890e355:	48 8b ac 24 b0 00 00 	mov    0xb0(%rsp),%rbp
    7f23b890e35c:	00 
    7f23b890e35d:	4c 8b 94 24 d0 00 00 	mov    0xd0(%rsp),%r10
    7f23b890e364:	00 
    7f23b890e365:	4c 89 94 24 b0 00 00 	mov    %r10,0xb0(%rsp)
    7f23b890e36c:	00 
    7f23b890e36d:	4c 8b 14 24          	mov    (%rsp),%r10
    7f23b890e371:	4c 89 94 24 d0 00 00 	mov    %r10,0xd0(%rsp)
    7f23b890e378:	00 
    7f23b890e379:	4c 89 34 24          	mov    %r14,(%rsp)
    7f23b890e37d:	4c 89 5c 24 10       	mov    %r11,0x10(%rsp)
    7f23b890e382:	89 5c 24 0c          	mov    %ebx,0xc(%rsp)
    7f23b890e386:	89 7c 24 1c          	mov    %edi,0x1c(%rsp)
    7f23b890e38a:	66 90                	xchg   %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7f23b890e38c:	c5 f8 77             	vzeroupper
    7f23b890e38f:	e8 ec 01 a8 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890e394:	0f 1f 84 00 04 1a 00 	nopl   0x26001a04(%rax,%rax,1)
    7f23b890e39b:	26 
    7f23b890e39c:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f23b890e3a1:	48 8b ac 24 b0 00 00 	mov    0xb0(%rsp),%rbp
    7f23b890e3a8:	00 
    7f23b890e3a9:	4c 8b 94 24 d0 00 00 	mov    0xd0(%rsp),%r10
    7f23b890e3b0:	00 
    7f23b890e3b1:	4c 89 94 24 b0 00 00 	mov    %r10,0xb0(%rsp)
    7f23b890e3b8:	00 
    7f23b890e3b9:	4c 8b 14 24          	mov    (%rsp),%r10
    7f23b890e3bd:	4c 89 94 24 d0 00 00 	mov    %r10,0xd0(%rsp)
    7f23b890e3c4:	00 
    7f23b890e3c5:	4c 89 34 24          	mov    %r14,(%rsp)
    7f23b890e3c9:	4c 89 5c 24 10       	mov    %r11,0x10(%rsp)
    7f23b890e3ce:	89 5c 24 0c          	mov    %ebx,0xc(%rsp)
    7f23b890e3d2:	44 89 4c 24 18       	mov    %r9d,0x18(%rsp)
    7f23b890e3d7:	90                   	nop
    ;   {runtime_call UncommonTrapBlob}
    7f23b890e3d8:	c5 f8 77             	vzeroupper
    7f23b890e3db:	e8 a0 01 a8 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890e3e0:	0f 1f 84 00 50 1a 00 	nopl   0x27001a50(%rax,%rax,1)
    7f23b890e3e7:	27 
    7f23b890e3e8:	be 3d ff ff ff       	mov    $0xffffff3d,%esi
    7f23b890e3ed:	4c 8b 9c 24 d0 00 00 	mov    0xd0(%rsp),%r11
    7f23b890e3f4:	00 
    7f23b890e3f5:	4c 89 9c 24 b8 00 00 	mov    %r11,0xb8(%rsp)
    7f23b890e3fc:	00 
    7f23b890e3fd:	4c 8b 5c 24 18       	mov    0x18(%rsp),%r11
    7f23b890e402:	4c 89 5c 24 08       	mov    %r11,0x8(%rsp)
    7f23b890e407:	44 89 54 24 18       	mov    %r10d,0x18(%rsp)
    7f23b890e40c:	44 89 54 24 20       	mov    %r10d,0x20(%rsp)
    7f23b890e411:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7f23b890e414:	c5 f8 77             	vzeroupper
    7f23b890e417:	e8 64 01 a8 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890e41c:	0f 1f 84 00 8c 1a 00 	nopl   0x28001a8c(%rax,%rax,1)
    7f23b890e423:	28 
    7f23b890e424:	4c 63 d5             	movslq %ebp,%r10
    7f23b890e427:	4d 8b c2             	mov    %r10,%r8
    7f23b890e42a:	e9 0c eb ff ff       	jmp    0x7f23b890cf3b
    7f23b890e42f:	4d 8d 50 fe          	lea    -0x2(%r8),%r10
    7f23b890e433:	49 8b ca             	mov    %r10,%rcx
    7f23b890e436:	48 8b fe             	mov    %rsi,%rdi
    7f23b890e439:	48 33 c0             	xor    %rax,%rax
    7f23b890e43c:	48 83 f9 08          	cmp    $0x8,%rcx
    7f23b890e440:	7f 10                	jg     0x7f23b890e452
    7f23b890e442:	48 ff c9             	dec    %rcx
    7f23b890e445:	78 56                	js     0x7f23b890e49d
    7f23b890e447:	48 89 04 cf          	mov    %rax,(%rdi,%rcx,8)
    7f23b890e44b:	48 ff c9             	dec    %rcx
    7f23b890e44e:	7d f7                	jge    0x7f23b890e447
    7f23b890e450:	eb 4b                	jmp    0x7f23b890e49d
    7f23b890e452:	c5 fd ef c0          	vpxor  %ymm0,%ymm0,%ymm0
    7f23b890e456:	e9 0d 00 00 00       	jmp    0x7f23b890e468
    7f23b890e45b:	c5 fe 7f 07          	vmovdqu %ymm0,(%rdi)
    7f23b890e45f:	c5 fe 7f 47 20       	vmovdqu %ymm0,0x20(%rdi)
    7f23b890e464:	48 83 c7 40          	add    $0x40,%rdi
    7f23b890e468:	48 83 e9 08          	sub    $0x8,%rcx
    7f23b890e46c:	7d ed                	jge    0x7f23b890e45b
    7f23b890e46e:	48 83 c1 04          	add    $0x4,%rcx
    7f23b890e472:	7c 0c                	jl     0x7f23b890e480
    7f23b890e474:	c5 fe 7f 07          	vmovdqu %ymm0,(%rdi)
    7f23b890e478:	48 83 c7 20          	add    $0x20,%rdi
    7f23b890e47c:	48 83 e9 04          	sub    $0x4,%rcx
    7f23b890e480:	48 83 c1 04          	add    $0x4,%rcx
    7f23b890e484:	7e 17                	jle    0x7f23b890e49d
    7f23b890e486:	48 c7 c0 ff ff ff ff 	mov    $0xffffffffffffffff,%rax
    7f23b890e48d:	c4 e2 f0 f5 c0       	bzhi   %rcx,%rax,%rax
    7f23b890e492:	c4 e1 fb 92 f8       	kmovq  %rax,%k7
    7f23b890e497:	62 f1 fe 2f 7f 07    	vmovdqu64 %ymm0,(%rdi){%k7}
    7f23b890e49d:	e9 7a eb ff ff       	jmp    0x7f23b890d01c
    7f23b890e4a2:	be cc ff ff ff       	mov    $0xffffffcc,%esi
    7f23b890e4a7:	48 8b ac 24 b0 00 00 	mov    0xb0(%rsp),%rbp
    7f23b890e4ae:	00 
    7f23b890e4af:	4c 8b 94 24 d0 00 00 	mov    0xd0(%rsp),%r10
    7f23b890e4b6:	00 
    7f23b890e4b7:	4c 89 94 24 b0 00 00 	mov    %r10,0xb0(%rsp)
    7f23b890e4be:	00 
    7f23b890e4bf:	4c 8b 14 24          	mov    (%rsp),%r10
    7f23b890e4c3:	4c 89 94 24 b8 00 00 	mov    %r10,0xb8(%rsp)
    7f23b890e4ca:	00 
    7f23b890e4cb:	4c 89 34 24          	mov    %r14,(%rsp)
    7f23b890e4cf:	89 5c 24 18          	mov    %ebx,0x18(%rsp)
    7f23b890e4d3:	44 8b 5c 24 24       	mov    0x24(%rsp),%r11d
    7f23b890e4d8:	44 89 5c 24 1c       	mov    %r11d,0x1c(%rsp)
    7f23b890e4dd:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7f23b890e4e0:	c5 f8 77             	vzeroupper
    7f23b890e4e3:	e8 98 00 a8 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890e4e8:	0f 1f 84 00 58 1b 00 	nopl   0x29001b58(%rax,%rax,1)
    7f23b890e4ef:	29 
    7f23b890e4f0:	be 3d ff ff ff       	mov    $0xffffff3d,%esi
    7f23b890e4f5:	48 8b ac 24 b0 00 00 	mov    0xb0(%rsp),%rbp
    7f23b890e4fc:	00 
    7f23b890e4fd:	4c 8b 94 24 d0 00 00 	mov    0xd0(%rsp),%r10
    7f23b890e504:	00 
    7f23b890e505:	4c 89 94 24 b0 00 00 	mov    %r10,0xb0(%rsp)
    7f23b890e50c:	00 
    7f23b890e50d:	4c 8b 14 24          	mov    (%rsp),%r10
    7f23b890e511:	4c 89 94 24 b8 00 00 	mov    %r10,0xb8(%rsp)
    7f23b890e518:	00 
    7f23b890e519:	4c 89 34 24          	mov    %r14,(%rsp)
    7f23b890e51d:	89 5c 24 14          	mov    %ebx,0x14(%rsp)
    7f23b890e521:	44 8b 54 24 24       	mov    0x24(%rsp),%r10d
    7f23b890e526:	44 89 54 24 18       	mov    %r10d,0x18(%rsp)
    7f23b890e52b:	89 5c 24 1c          	mov    %ebx,0x1c(%rsp)
    7f23b890e52f:	89 7c 24 2c          	mov    %edi,0x2c(%rsp)
    7f23b890e533:	44 89 4c 24 30       	mov    %r9d,0x30(%rsp)
    7f23b890e538:	44 89 44 24 38       	mov    %r8d,0x38(%rsp)
    7f23b890e53d:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7f23b890e540:	c5 f8 77             	vzeroupper
    7f23b890e543:	e8 38 00 a8 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890e548:	0f 1f 84 00 b8 1b 00 	nopl   0x2a001bb8(%rax,%rax,1)
    7f23b890e54f:	2a 
    7f23b890e550:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f23b890e555:	48 8b ac 24 b0 00 00 	mov    0xb0(%rsp),%rbp
    7f23b890e55c:	00 
    7f23b890e55d:	4c 8b 94 24 d0 00 00 	mov    0xd0(%rsp),%r10
    7f23b890e564:	00 
    7f23b890e565:	4c 89 94 24 b0 00 00 	mov    %r10,0xb0(%rsp)
    7f23b890e56c:	00 
    7f23b890e56d:	4c 8b 14 24          	mov    (%rsp),%r10
    7f23b890e571:	4c 89 94 24 b8 00 00 	mov    %r10,0xb8(%rsp)
    7f23b890e578:	00 
    7f23b890e579:	4c 89 34 24          	mov    %r14,(%rsp)
    7f23b890e57d:	89 5c 24 14          	mov    %ebx,0x14(%rsp)
    7f23b890e581:	44 8b 5c 24 24       	mov    0x24(%rsp),%r11d
    7f23b890e586:	44 89 5c 24 18       	mov    %r11d,0x18(%rsp)
    7f23b890e58b:	89 5c 24 1c          	mov    %ebx,0x1c(%rsp)
    7f23b890e58f:	44 89 44 24 28       	mov    %r8d,0x28(%rsp)
    ;   {runtime_call UncommonTrapBlob}
    7f23b890e594:	c5 f8 77             	vzeroupper
    7f23b890e597:	e8 e4 ff a7 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890e59c:	0f 1f 84 00 0c 1c 00 	nopl   0x2b001c0c(%rax,%rax,1)
    7f23b890e5a3:	2b 
    ;   {metadata({type array byte})}
    7f23b890e5a4:	48 be d8 09 04 00 01 	movabs $0x1000409d8,%rsi
    7f23b890e5ab:	00 00 00 
    7f23b890e5ae:	8b d7                	mov    %edi,%edx
    7f23b890e5b0:	4c 89 4c 24 50       	mov    %r9,0x50(%rsp)
    7f23b890e5b5:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call _new_array_nozero_Java}
    7f23b890e5b8:	c5 f8 77             	vzeroupper
    7f23b890e5bb:	e8 40 70 a9 ff       	call   0x7f23b83a5600
    ;   {other}
    7f23b890e5c0:	0f 1f 84 00 30 1c 00 	nopl   0x2c001c30(%rax,%rax,1)
    7f23b890e5c7:	2c 
    7f23b890e5c8:	4c 8b d0             	mov    %rax,%r10
    7f23b890e5cb:	e9 a5 f9 ff ff       	jmp    0x7f23b890df75
    7f23b890e5d0:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f23b890e5d5:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7f23b890e5d8:	c5 f8 77             	vzeroupper
    7f23b890e5db:	e8 a0 ff a7 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890e5e0:	0f 1f 84 00 50 1c 00 	nopl   0x2d001c50(%rax,%rax,1)
    7f23b890e5e7:	2d 
    7f23b890e5e8:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f23b890e5ed:	41 8b e9             	mov    %r9d,%ebp
    ;   {runtime_call UncommonTrapBlob}
    7f23b890e5f0:	c5 f8 77             	vzeroupper
    7f23b890e5f3:	e8 88 ff a7 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890e5f8:	0f 1f 84 00 68 1c 00 	nopl   0x2e001c68(%rax,%rax,1)
    7f23b890e5ff:	2e 
    7f23b890e600:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f23b890e605:	8b eb                	mov    %ebx,%ebp
    7f23b890e607:	90                   	nop
    ;   {runtime_call UncommonTrapBlob}
    7f23b890e608:	c5 f8 77             	vzeroupper
    7f23b890e60b:	e8 70 ff a7 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890e610:	0f 1f 84 00 80 1c 00 	nopl   0x2f001c80(%rax,%rax,1)
    7f23b890e617:	2f 
    7f23b890e618:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f23b890e61d:	41 8b eb             	mov    %r11d,%ebp
    ;   {runtime_call UncommonTrapBlob}
    7f23b890e620:	c5 f8 77             	vzeroupper
    7f23b890e623:	e8 58 ff a7 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890e628:	0f 1f 84 00 98 1c 00 	nopl   0x30001c98(%rax,%rax,1)
    7f23b890e62f:	30 
    7f23b890e630:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f23b890e635:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7f23b890e638:	c5 f8 77             	vzeroupper
    7f23b890e63b:	e8 40 ff a7 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890e640:	0f 1f 84 00 b0 1c 00 	nopl   0x31001cb0(%rax,%rax,1)
    7f23b890e647:	31 
    7f23b890e648:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f23b890e64d:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7f23b890e650:	c5 f8 77             	vzeroupper
    7f23b890e653:	e8 28 ff a7 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890e658:	0f 1f 84 00 c8 1c 00 	nopl   0x32001cc8(%rax,%rax,1)
    7f23b890e65f:	32 
    7f23b890e660:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f23b890e665:	8b e9                	mov    %ecx,%ebp
    7f23b890e667:	90                   	nop
    ;   {runtime_call UncommonTrapBlob}
    7f23b890e668:	c5 f8 77             	vzeroupper
    7f23b890e66b:	e8 10 ff a7 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890e670:	0f 1f 84 00 e0 1c 00 	nopl   0x33001ce0(%rax,%rax,1)
    7f23b890e677:	33 
    7f23b890e678:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f23b890e67d:	8b 6c 24 38          	mov    0x38(%rsp),%ebp
    7f23b890e681:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7f23b890e684:	c5 f8 77             	vzeroupper
    7f23b890e687:	e8 f4 fe a7 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890e68c:	0f 1f 84 00 fc 1c 00 	nopl   0x34001cfc(%rax,%rax,1)
    7f23b890e693:	34 
    7f23b890e694:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f23b890e699:	48 8b 2c 24          	mov    (%rsp),%rbp
    7f23b890e69d:	4c 8b 94 24 d0 00 00 	mov    0xd0(%rsp),%r10
    7f23b890e6a4:	00 
    7f23b890e6a5:	4c 89 94 24 b0 00 00 	mov    %r10,0xb0(%rsp)
    7f23b890e6ac:	00 
    7f23b890e6ad:	4c 8b 54 24 08       	mov    0x8(%rsp),%r10
    7f23b890e6b2:	4c 89 94 24 b8 00 00 	mov    %r10,0xb8(%rsp)
    7f23b890e6b9:	00 
    7f23b890e6ba:	4c 8b 54 24 10       	mov    0x10(%rsp),%r10
    7f23b890e6bf:	4c 89 94 24 d0 00 00 	mov    %r10,0xd0(%rsp)
    7f23b890e6c6:	00 
    7f23b890e6c7:	48 89 7c 24 08       	mov    %rdi,0x8(%rsp)
    7f23b890e6cc:	48 89 54 24 10       	mov    %rdx,0x10(%rsp)
    7f23b890e6d1:	44 89 44 24 18       	mov    %r8d,0x18(%rsp)
    7f23b890e6d6:	4c 8b 54 24 28       	mov    0x28(%rsp),%r10
    7f23b890e6db:	4c 89 54 24 20       	mov    %r10,0x20(%rsp)
    7f23b890e6e0:	44 89 4c 24 28       	mov    %r9d,0x28(%rsp)
    7f23b890e6e5:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7f23b890e6e8:	c5 f8 77             	vzeroupper
    7f23b890e6eb:	e8 90 fe a7 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890e6f0:	0f 1f 84 00 60 1d 00 	nopl   0x35001d60(%rax,%rax,1)
    7f23b890e6f7:	35 
    7f23b890e6f8:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f23b890e6fd:	48 8b 2c 24          	mov    (%rsp),%rbp
    7f23b890e701:	4c 8b 94 24 d0 00 00 	mov    0xd0(%rsp),%r10
    7f23b890e708:	00 
    7f23b890e709:	4c 89 94 24 b0 00 00 	mov    %r10,0xb0(%rsp)
    7f23b890e710:	00 
    7f23b890e711:	4c 8b 54 24 08       	mov    0x8(%rsp),%r10
    7f23b890e716:	4c 89 94 24 b8 00 00 	mov    %r10,0xb8(%rsp)
    7f23b890e71d:	00 
    7f23b890e71e:	4c 8b 54 24 10       	mov    0x10(%rsp),%r10
    7f23b890e723:	4c 89 94 24 d0 00 00 	mov    %r10,0xd0(%rsp)
    7f23b890e72a:	00 
    7f23b890e72b:	4c 8b 54 24 18       	mov    0x18(%rsp),%r10
    7f23b890e730:	4c 89 54 24 08       	mov    %r10,0x8(%rsp)
    7f23b890e735:	48 89 54 24 10       	mov    %rdx,0x10(%rsp)
    7f23b890e73a:	44 89 44 24 18       	mov    %r8d,0x18(%rsp)
    7f23b890e73f:	4c 8b 54 24 28       	mov    0x28(%rsp),%r10
    7f23b890e744:	4c 89 54 24 20       	mov    %r10,0x20(%rsp)
    7f23b890e749:	44 89 4c 24 1c       	mov    %r9d,0x1c(%rsp)
    7f23b890e74e:	44 8b 54 24 30       	mov    0x30(%rsp),%r10d
    7f23b890e753:	44 89 54 24 2c       	mov    %r10d,0x2c(%rsp)
    ;   {runtime_call UncommonTrapBlob}
    7f23b890e758:	c5 f8 77             	vzeroupper
    7f23b890e75b:	e8 20 fe a7 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890e760:	0f 1f 84 00 d0 1d 00 	nopl   0x36001dd0(%rax,%rax,1)
    7f23b890e767:	36 
    7f23b890e768:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f23b890e76d:	48 8b 2c 24          	mov    (%rsp),%rbp
    7f23b890e771:	4c 8b 94 24 d0 00 00 	mov    0xd0(%rsp),%r10
    7f23b890e778:	00 
    7f23b890e779:	4c 89 94 24 b0 00 00 	mov    %r10,0xb0(%rsp)
    7f23b890e780:	00 
    7f23b890e781:	4c 8b 54 24 08       	mov    0x8(%rsp),%r10
    7f23b890e786:	4c 89 94 24 b8 00 00 	mov    %r10,0xb8(%rsp)
    7f23b890e78d:	00 
    7f23b890e78e:	4c 8b 54 24 10       	mov    0x10(%rsp),%r10
    7f23b890e793:	4c 89 94 24 d0 00 00 	mov    %r10,0xd0(%rsp)
    7f23b890e79a:	00 
    7f23b890e79b:	4c 8b 54 24 18       	mov    0x18(%rsp),%r10
    7f23b890e7a0:	4c 89 54 24 08       	mov    %r10,0x8(%rsp)
    7f23b890e7a5:	44 8b 5c 24 30       	mov    0x30(%rsp),%r11d
    7f23b890e7aa:	48 89 54 24 18       	mov    %rdx,0x18(%rsp)
    7f23b890e7af:	44 89 5c 24 14       	mov    %r11d,0x14(%rsp)
    ;   {runtime_call UncommonTrapBlob}
    7f23b890e7b4:	c5 f8 77             	vzeroupper
    7f23b890e7b7:	e8 c4 fd a7 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890e7bc:	0f 1f 84 00 2c 1e 00 	nopl   0x37001e2c(%rax,%rax,1)
    7f23b890e7c3:	37 
    7f23b890e7c4:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f23b890e7c9:	48 8b e8             	mov    %rax,%rbp
    ;   {runtime_call UncommonTrapBlob}
    7f23b890e7cc:	c5 f8 77             	vzeroupper
    7f23b890e7cf:	e8 ac fd a7 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890e7d4:	0f 1f 84 00 44 1e 00 	nopl   0x38001e44(%rax,%rax,1)
    7f23b890e7db:	38 
    7f23b890e7dc:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f23b890e7e1:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7f23b890e7e4:	c5 f8 77             	vzeroupper
    7f23b890e7e7:	e8 94 fd a7 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890e7ec:	0f 1f 84 00 5c 1e 00 	nopl   0x39001e5c(%rax,%rax,1)
    7f23b890e7f3:	39 
    7f23b890e7f4:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f23b890e7f9:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7f23b890e7fc:	c5 f8 77             	vzeroupper
    7f23b890e7ff:	e8 7c fd a7 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890e804:	0f 1f 84 00 74 1e 00 	nopl   0x3a001e74(%rax,%rax,1)
    7f23b890e80b:	3a 
    7f23b890e80c:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f23b890e811:	8b e9                	mov    %ecx,%ebp
    7f23b890e813:	90                   	nop
    ;   {runtime_call UncommonTrapBlob}
    7f23b890e814:	c5 f8 77             	vzeroupper
    7f23b890e817:	e8 64 fd a7 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890e81c:	0f 1f 84 00 8c 1e 00 	nopl   0x3b001e8c(%rax,%rax,1)
    7f23b890e823:	3b 
    7f23b890e824:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f23b890e829:	8b e9                	mov    %ecx,%ebp
    7f23b890e82b:	90                   	nop
    ;   {runtime_call UncommonTrapBlob}
    7f23b890e82c:	c5 f8 77             	vzeroupper
    7f23b890e82f:	e8 4c fd a7 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890e834:	0f 1f 84 00 a4 1e 00 	nopl   0x3c001ea4(%rax,%rax,1)
    7f23b890e83b:	3c 
    7f23b890e83c:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f23b890e841:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7f23b890e844:	c5 f8 77             	vzeroupper
    7f23b890e847:	e8 34 fd a7 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890e84c:	0f 1f 84 00 bc 1e 00 	nopl   0x3d001ebc(%rax,%rax,1)
    7f23b890e853:	3d 
    7f23b890e854:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f23b890e859:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7f23b890e85c:	c5 f8 77             	vzeroupper
    7f23b890e85f:	e8 1c fd a7 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890e864:	0f 1f 84 00 d4 1e 00 	nopl   0x3e001ed4(%rax,%rax,1)
    7f23b890e86b:	3e 
    7f23b890e86c:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f23b890e871:	41 8b e8             	mov    %r8d,%ebp
    ;   {runtime_call UncommonTrapBlob}
    7f23b890e874:	c5 f8 77             	vzeroupper
    7f23b890e877:	e8 04 fd a7 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890e87c:	0f 1f 84 00 ec 1e 00 	nopl   0x3f001eec(%rax,%rax,1)
    7f23b890e883:	3f 
    7f23b890e884:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f23b890e889:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7f23b890e88c:	c5 f8 77             	vzeroupper
    7f23b890e88f:	e8 ec fc a7 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890e894:	0f 1f 84 00 04 1f 00 	nopl   0x40001f04(%rax,%rax,1)
    7f23b890e89b:	40 
    7f23b890e89c:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f23b890e8a1:	8b 6c 24 0c          	mov    0xc(%rsp),%ebp
    7f23b890e8a5:	44 89 94 24 b0 00 00 	mov    %r10d,0xb0(%rsp)
    7f23b890e8ac:	00 
    7f23b890e8ad:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7f23b890e8b0:	c5 f8 77             	vzeroupper
    7f23b890e8b3:	e8 c8 fc a7 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890e8b8:	0f 1f 84 00 28 1f 00 	nopl   0x41001f28(%rax,%rax,1)
    7f23b890e8bf:	41 
    7f23b890e8c0:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f23b890e8c5:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7f23b890e8c8:	c5 f8 77             	vzeroupper
    7f23b890e8cb:	e8 b0 fc a7 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890e8d0:	0f 1f 84 00 40 1f 00 	nopl   0x42001f40(%rax,%rax,1)
    7f23b890e8d7:	42 
    7f23b890e8d8:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f23b890e8dd:	48 8b ac 24 b0 00 00 	mov    0xb0(%rsp),%rbp
    7f23b890e8e4:	00 
    7f23b890e8e5:	4c 8b 94 24 d0 00 00 	mov    0xd0(%rsp),%r10
    7f23b890e8ec:	00 
    7f23b890e8ed:	4c 89 94 24 b0 00 00 	mov    %r10,0xb0(%rsp)
    7f23b890e8f4:	00 
    7f23b890e8f5:	4c 8b 14 24          	mov    (%rsp),%r10
    7f23b890e8f9:	4c 89 94 24 d0 00 00 	mov    %r10,0xd0(%rsp)
    7f23b890e900:	00 
    7f23b890e901:	4c 89 04 24          	mov    %r8,(%rsp)
    7f23b890e905:	4c 89 74 24 08       	mov    %r14,0x8(%rsp)
    7f23b890e90a:	4c 89 5c 24 10       	mov    %r11,0x10(%rsp)
    7f23b890e90f:	44 89 4c 24 18       	mov    %r9d,0x18(%rsp)
    7f23b890e914:	89 7c 24 20          	mov    %edi,0x20(%rsp)
    ;   {runtime_call UncommonTrapBlob}
    7f23b890e918:	c5 f8 77             	vzeroupper
    7f23b890e91b:	e8 60 fc a7 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890e920:	0f 1f 84 00 90 1f 00 	nopl   0x43001f90(%rax,%rax,1)
    7f23b890e927:	43 
    7f23b890e928:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f23b890e92d:	48 8b ac 24 b0 00 00 	mov    0xb0(%rsp),%rbp
    7f23b890e934:	00 
    7f23b890e935:	4c 8b 94 24 d0 00 00 	mov    0xd0(%rsp),%r10
    7f23b890e93c:	00 
    7f23b890e93d:	4c 89 94 24 b0 00 00 	mov    %r10,0xb0(%rsp)
    7f23b890e944:	00 
    7f23b890e945:	4c 8b 14 24          	mov    (%rsp),%r10
    7f23b890e949:	4c 89 94 24 d0 00 00 	mov    %r10,0xd0(%rsp)
    7f23b890e950:	00 
    7f23b890e951:	4c 89 04 24          	mov    %r8,(%rsp)
    7f23b890e955:	4c 89 74 24 08       	mov    %r14,0x8(%rsp)
    7f23b890e95a:	4c 89 5c 24 10       	mov    %r11,0x10(%rsp)
    7f23b890e95f:	44 89 4c 24 18       	mov    %r9d,0x18(%rsp)
    7f23b890e964:	89 7c 24 1c          	mov    %edi,0x1c(%rsp)
    7f23b890e968:	89 5c 24 24          	mov    %ebx,0x24(%rsp)
    ;   {runtime_call UncommonTrapBlob}
    7f23b890e96c:	c5 f8 77             	vzeroupper
    7f23b890e96f:	e8 0c fc a7 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890e974:	0f 1f 84 00 e4 1f 00 	nopl   0x44001fe4(%rax,%rax,1)
    7f23b890e97b:	44 
    7f23b890e97c:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f23b890e981:	48 8b ac 24 b0 00 00 	mov    0xb0(%rsp),%rbp
    7f23b890e988:	00 
    7f23b890e989:	4c 8b 94 24 d0 00 00 	mov    0xd0(%rsp),%r10
    7f23b890e990:	00 
    7f23b890e991:	4c 89 94 24 b0 00 00 	mov    %r10,0xb0(%rsp)
    7f23b890e998:	00 
    7f23b890e999:	4c 8b 14 24          	mov    (%rsp),%r10
    7f23b890e99d:	4c 89 94 24 d0 00 00 	mov    %r10,0xd0(%rsp)
    7f23b890e9a4:	00 
    7f23b890e9a5:	4c 89 04 24          	mov    %r8,(%rsp)
    7f23b890e9a9:	4c 89 74 24 08       	mov    %r14,0x8(%rsp)
    7f23b890e9ae:	4c 89 5c 24 18       	mov    %r11,0x18(%rsp)
    7f23b890e9b3:	89 5c 24 14          	mov    %ebx,0x14(%rsp)
    7f23b890e9b7:	44 89 4c 24 20       	mov    %r9d,0x20(%rsp)
    7f23b890e9bc:	89 4c 24 28          	mov    %ecx,0x28(%rsp)
    ;   {runtime_call UncommonTrapBlob}
    7f23b890e9c0:	c5 f8 77             	vzeroupper
    7f23b890e9c3:	e8 b8 fb a7 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890e9c8:	0f 1f 84 00 38 20 00 	nopl   0x45002038(%rax,%rax,1)
    7f23b890e9cf:	45 
    7f23b890e9d0:	be 97 ff ff ff       	mov    $0xffffff97,%esi
    7f23b890e9d5:	48 8b 2c 24          	mov    (%rsp),%rbp
    7f23b890e9d9:	4c 8b 94 24 d0 00 00 	mov    0xd0(%rsp),%r10
    7f23b890e9e0:	00 
    7f23b890e9e1:	4c 89 94 24 b0 00 00 	mov    %r10,0xb0(%rsp)
    7f23b890e9e8:	00 
    7f23b890e9e9:	4c 8b 54 24 08       	mov    0x8(%rsp),%r10
    7f23b890e9ee:	4c 89 94 24 b8 00 00 	mov    %r10,0xb8(%rsp)
    7f23b890e9f5:	00 
    7f23b890e9f6:	4c 8b 54 24 10       	mov    0x10(%rsp),%r10
    7f23b890e9fb:	4c 89 94 24 d0 00 00 	mov    %r10,0xd0(%rsp)
    7f23b890ea02:	00 
    7f23b890ea03:	4c 8b 54 24 18       	mov    0x18(%rsp),%r10
    7f23b890ea08:	4c 89 54 24 08       	mov    %r10,0x8(%rsp)
    7f23b890ea0d:	44 8b 5c 24 30       	mov    0x30(%rsp),%r11d
    7f23b890ea12:	44 89 5c 24 10       	mov    %r11d,0x10(%rsp)
    7f23b890ea17:	44 8b 5c 24 20       	mov    0x20(%rsp),%r11d
    7f23b890ea1c:	44 89 5c 24 18       	mov    %r11d,0x18(%rsp)
    7f23b890ea21:	44 8b 54 24 24       	mov    0x24(%rsp),%r10d
    7f23b890ea26:	44 89 54 24 1c       	mov    %r10d,0x1c(%rsp)
    7f23b890ea2b:	90                   	nop
    ;   {runtime_call UncommonTrapBlob}
    7f23b890ea2c:	c5 f8 77             	vzeroupper
    7f23b890ea2f:	e8 4c fb a7 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890ea34:	0f 1f 84 00 a4 20 00 	nopl   0x460020a4(%rax,%rax,1)
    7f23b890ea3b:	46 
    7f23b890ea3c:	48 8b f0             	mov    %rax,%rsi
    7f23b890ea3f:	eb 03                	jmp    0x7f23b890ea44
    7f23b890ea41:	48 8b f0             	mov    %rax,%rsi
    7f23b890ea44:	c5 f8 77             	vzeroupper
    7f23b890ea47:	48 81 c4 a0 00 00 00 	add    $0xa0,%rsp
    7f23b890ea4e:	5d                   	pop    %rbp
    7f23b890ea4f:	e9 2c d2 a9 ff       	jmp    0x7f23b83abc80
    7f23b890ea54:	be 97 ff ff ff       	mov    $0xffffff97,%esi
    7f23b890ea59:	48 8b ac 24 b0 00 00 	mov    0xb0(%rsp),%rbp
    7f23b890ea60:	00 
    7f23b890ea61:	4c 8b 94 24 d0 00 00 	mov    0xd0(%rsp),%r10
    7f23b890ea68:	00 
    7f23b890ea69:	4c 89 94 24 b0 00 00 	mov    %r10,0xb0(%rsp)
    7f23b890ea70:	00 
    7f23b890ea71:	4c 8b 14 24          	mov    (%rsp),%r10
    7f23b890ea75:	4c 89 94 24 b8 00 00 	mov    %r10,0xb8(%rsp)
    7f23b890ea7c:	00 
    7f23b890ea7d:	4c 8b 54 24 18       	mov    0x18(%rsp),%r10
    7f23b890ea82:	4c 89 14 24          	mov    %r10,(%rsp)
    7f23b890ea86:	44 8b 5c 24 20       	mov    0x20(%rsp),%r11d
    7f23b890ea8b:	44 89 5c 24 0c       	mov    %r11d,0xc(%rsp)
    ;   {runtime_call UncommonTrapBlob}
    7f23b890ea90:	c5 f8 77             	vzeroupper
    7f23b890ea93:	e8 e8 fa a7 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890ea98:	0f 1f 84 00 08 21 00 	nopl   0x47002108(%rax,%rax,1)
    7f23b890ea9f:	47 
    ;   {internal_word}
    7f23b890eaa0:	49 ba 6f d8 90 b8 23 	movabs $0x7f23b890d86f,%r10
    7f23b890eaa7:	7f 00 00 
    7f23b890eaaa:	4d 89 97 60 04 00 00 	mov    %r10,0x460(%r15)
    7f23b890eab1:	e9 4a e9 a7 ff       	jmp    0x7f23b838d400
    7f23b890eab6:	e8 45 64 a6 ff       	call   0x7f23b8374f00
    7f23b890eabb:	e9 be e1 ff ff       	jmp    0x7f23b890cc7e
