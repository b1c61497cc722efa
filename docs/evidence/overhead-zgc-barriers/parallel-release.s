# Compiled method (c2) 400  727       4       io.github.poolbench.pool.BucketedStringBuilderPool::release (138 bytes)
    7f23b8905880:	44 8b 56 08          	mov    0x8(%rsi),%r10d
    7f23b8905884:	49 c1 e2 03          	shl    $0x3,%r10
    ;   {runtime_call ic_miss_stub}
    7f23b8905888:	49 3b c2             	cmp    %r10,%rax
    7f23b890588b:	0f 85 ef 06 a8 ff    	jne    0x7f23b8385f80
    7f23b8905891:	66 66 90             	data16 xchg %ax,%ax
    7f23b8905894:	66 0f 1f 44 00 00    	nopw   0x0(%rax,%rax,1)
    7f23b890589a:	66 0f 1f 44 00 00    	nopw   0x0(%rax,%rax,1)
    7f23b89058a0:	89 84 24 00 c0 fe ff 	mov    %eax,-0x14000(%rsp)
    7f23b89058a7:	55                   	push   %rbp
    7f23b89058a8:	48 83 ec 70          	sub    $0x70,%rsp
    7f23b89058ac:	41 81 7f 20 01 00 00 	cmpl   $0x1,0x20(%r15)
    7f23b89058b3:	00 
    7f23b89058b4:	0f 85 f0 08 00 00    	jne    0x7f23b89061aa
    7f23b89058ba:	c4 e1 f9 6e ce       	vmovq  %rsi,%xmm1
    7f23b89058bf:	48 89 54 24 40       	mov    %rdx,0x40(%rsp)
    ; implicit exception: dispatches to 0x00007f23b8906120
    7f23b89058c4:	44 8b 52 14          	mov    0x14(%rdx),%r10d
    7f23b89058c8:	c4 c1 79 6e c2       	vmovd  %r10d,%xmm0
    7f23b89058cd:	41 8b 52 0c          	mov    0xc(%r10),%edx
    7f23b89058d1:	4c 8b 54 24 40       	mov    0x40(%rsp),%r10
    7f23b89058d6:	41 0f be 42 10       	movsbl 0x10(%r10),%eax
    7f23b89058db:	c4 62 7a f7 c2       	sarx   %eax,%edx,%r8d
    7f23b89058e0:	45 8d 50 e0          	lea    -0x20(%r8),%r10d
    7f23b89058e4:	41 81 fa e1 0f 00 00 	cmp    $0xfe1,%r10d
    7f23b89058eb:	0f 83 df 05 00 00    	jae    0x7f23b8905ed0
    7f23b89058f1:	f3 41 0f bd f0       	lzcnt  %r8d,%esi
    7f23b89058f6:	41 ba 1a 00 00 00    	mov    $0x1a,%r10d
    7f23b89058fc:	44 2b d6             	sub    %esi,%r10d
    7f23b89058ff:	41 83 fa ff          	cmp    $0xffffffff,%r10d
    7f23b8905903:	0f 84 e7 05 00 00    	je     0x7f23b8905ef0
    7f23b8905909:	c4 c1 f9 7e cb       	vmovq  %xmm1,%r11
    7f23b890590e:	45 8b 4b 34          	mov    0x34(%r11),%r9d
    7f23b8905912:	4d 8b 9f 80 03 00 00 	mov    0x380(%r15),%r11
    7f23b8905919:	4d 8b 1b             	mov    (%r11),%r11
    7f23b890591c:	49 8b 4b 18          	mov    0x18(%r11),%rcx
    7f23b8905920:	8b c9                	mov    %ecx,%ecx
    7f23b8905922:	8b e9                	mov    %ecx,%ebp
    7f23b8905924:	c4 e1 f9 7e cb       	vmovq  %xmm1,%rbx
    7f23b8905929:	23 6b 20             	and    0x20(%rbx),%ebp
    ; implicit exception: dispatches to 0x00007f23b89060bc
    7f23b890592c:	41 8b 79 0c          	mov    0xc(%r9),%edi
    7f23b8905930:	3b ef                	cmp    %edi,%ebp
    7f23b8905932:	0f 83 7f 04 00 00    	jae    0x7f23b8905db7
    7f23b8905938:	41 8b 5c a9 10       	mov    0x10(%r9,%rbp,4),%ebx
    7f23b890593d:	8b 6b 0c             	mov    0xc(%rbx),%ebp
    7f23b8905940:	4c 8b cd             	mov    %rbp,%r9
    7f23b8905943:	4d 3b cb             	cmp    %r11,%r9
    7f23b8905946:	0f 85 10 05 00 00    	jne    0x7f23b8905e5c
    7f23b890594c:	44 8b 4b 10          	mov    0x10(%rbx),%r9d
    7f23b8905950:	41 bd 3a 00 00 00    	mov    $0x3a,%r13d
    7f23b8905956:	44 2b ee             	sub    %esi,%r13d
    7f23b8905959:	41 8b 69 0c          	mov    0xc(%r9),%ebp
    7f23b890595d:	44 3b ed             	cmp    %ebp,%r13d
    7f23b8905960:	0f 83 7a 04 00 00    	jae    0x7f23b8905de0
    7f23b8905966:	48 63 fe             	movslq %esi,%rdi
    7f23b8905969:	41 be 3a 00 00 00    	mov    $0x3a,%r14d
    7f23b890596f:	4c 2b f7             	sub    %rdi,%r14
    7f23b8905972:	49 c1 e6 02          	shl    $0x2,%r14
    7f23b8905976:	43 8b 6c 31 10       	mov    0x10(%r9,%r14,1),%ebp
    7f23b890597b:	85 ed                	test   %ebp,%ebp
    7f23b890597d:	0f 85 fd 04 00 00    	jne    0x7f23b8905e80
    7f23b8905983:	c4 c1 f9 7e c9       	vmovq  %xmm1,%r9
    ;   {no_reloc}
    7f23b8905988:	41 23 49 10          	and    0x10(%r9),%ecx
    7f23b890598c:	41 8b 79 2c          	mov    0x2c(%r9),%edi
    7f23b8905990:	44 8b c9             	mov    %ecx,%r9d
    7f23b8905993:	41 c1 e1 05          	shl    $0x5,%r9d
    7f23b8905997:	41 8d 0c c9          	lea    (%r9,%rcx,8),%ecx
    7f23b890599b:	2b ce                	sub    %esi,%ecx
    7f23b890599d:	8d 69 3a             	lea    0x3a(%rcx),%ebp
    ; implicit exception: dispatches to 0x00007f23b89060ec
    7f23b89059a0:	8b 77 0c             	mov    0xc(%rdi),%esi
    7f23b89059a3:	3b ee                	cmp    %esi,%ebp
    7f23b89059a5:	0f 83 69 04 00 00    	jae    0x7f23b8905e14
    7f23b89059ab:	4c 63 c9             	movslq %ecx,%r9
    7f23b89059ae:	42 8b ac 8f f8 00 00 	mov    0xf8(%rdi,%r9,4),%ebp
    7f23b89059b5:	00 
    7f23b89059b6:	85 ed                	test   %ebp,%ebp
    7f23b89059b8:	0f 85 ea 04 00 00    	jne    0x7f23b8905ea8
    7f23b89059be:	41 f7 d8             	neg    %r8d
    7f23b89059c1:	45 85 c0             	test   %r8d,%r8d
    7f23b89059c4:	0f 8e 5f 01 00 00    	jle    0x7f23b8905b29
    7f23b89059ca:	44 8b da             	mov    %edx,%r11d
    7f23b89059cd:	41 f7 db             	neg    %r11d
    7f23b89059d0:	41 b8 02 00 00 00    	mov    $0x2,%r8d
    7f23b89059d6:	c4 c2 79 f7 e8       	shlx   %eax,%r8d,%ebp
    7f23b89059db:	03 ea                	add    %edx,%ebp
    7f23b89059dd:	41 3b eb             	cmp    %r11d,%ebp
    7f23b89059e0:	41 0f 4c eb          	cmovl  %r11d,%ebp
    7f23b89059e4:	03 ea                	add    %edx,%ebp
    7f23b89059e6:	44 8d 45 ff          	lea    -0x1(%rbp),%r8d
    7f23b89059ea:	41 81 f8 f7 ff ff 7f 	cmp    $0x7ffffff7,%r8d
    7f23b89059f1:	0f 83 e5 05 00 00    	jae    0x7f23b8905fdc
    7f23b89059f7:	81 fd ff ff ff 7f    	cmp    $0x7fffffff,%ebp
    7f23b89059fd:	0f 84 15 06 00 00    	je     0x7f23b8906018
    7f23b8905a03:	c4 62 7a f7 dd       	sarx   %eax,%ebp,%r11d
    7f23b8905a08:	c4 42 79 f7 db       	shlx   %eax,%r11d,%r11d
    7f23b8905a0d:	c4 c1 79 7e c0       	vmovd  %xmm0,%r8d
    7f23b8905a12:	49 8b c8             	mov    %r8,%rcx
    7f23b8905a15:	49 8d 78 10          	lea    0x10(%r8),%rdi
    7f23b8905a19:	4c 8b cb             	mov    %rbx,%r9
    7f23b8905a1c:	44 3b da             	cmp    %edx,%r11d
    7f23b8905a1f:	0f 84 2a 02 00 00    	je     0x7f23b8905c4f
    7f23b8905a25:	41 81 fb 00 00 10 00 	cmp    $0x100000,%r11d
    7f23b8905a2c:	0f 87 fe 04 00 00    	ja     0x7f23b8905f30
    7f23b8905a32:	4d 63 c3             	movslq %r11d,%r8
    7f23b8905a35:	41 3b d3             	cmp    %r11d,%edx
    7f23b8905a38:	8b ea                	mov    %edx,%ebp
    7f23b8905a3a:	41 0f 4f eb          	cmovg  %r11d,%ebp
    7f23b8905a3e:	3b d5                	cmp    %ebp,%edx
    7f23b8905a40:	0f 82 65 05 00 00    	jb     0x7f23b8905fab
    7f23b8905a46:	44 3b dd             	cmp    %ebp,%r11d
    7f23b8905a49:	0f 82 5c 05 00 00    	jb     0x7f23b8905fab
    7f23b8905a4f:	49 83 c0 17          	add    $0x17,%r8
    7f23b8905a53:	49 8b d0             	mov    %r8,%rdx
    7f23b8905a56:	48 83 e2 f8          	and    $0xfffffffffffffff8,%rdx
    7f23b8905a5a:	41 81 fb 00 00 10 00 	cmp    $0x100000,%r11d
    7f23b8905a61:	0f 87 c8 02 00 00    	ja     0x7f23b8905d2f
    7f23b8905a67:	49 8b c1             	mov    %r9,%rax
    7f23b8905a6a:	4d 8b 8f b8 01 00 00 	mov    0x1b8(%r15),%r9
    7f23b8905a71:	49 8b f1             	mov    %r9,%rsi
    7f23b8905a74:	48 03 f2             	add    %rdx,%rsi
    7f23b8905a77:	49 3b b7 c8 01 00 00 	cmp    0x1c8(%r15),%rsi
    7f23b8905a7e:	0f 83 a8 02 00 00    	jae    0x7f23b8905d2c
    7f23b8905a84:	49 89 b7 b8 01 00 00 	mov    %rsi,0x1b8(%r15)
    7f23b8905a8b:	0f 18 86 00 01 00 00 	prefetchnta 0x100(%rsi)
    7f23b8905a92:	49 c7 01 01 00 00 00 	movq   $0x1,(%r9)
    7f23b8905a99:	0f 18 86 40 01 00 00 	prefetchnta 0x140(%rsi)
    ;   {metadata({type array byte})}
    7f23b8905aa0:	41 c7 41 08 3b 81 00 	movl   $0x2000813b,0x8(%r9)
    7f23b8905aa7:	20 
    7f23b8905aa8:	45 89 59 0c          	mov    %r11d,0xc(%r9)
    7f23b8905aac:	0f 18 86 80 01 00 00 	prefetchnta 0x180(%rsi)
    7f23b8905ab3:	49 8b f1             	mov    %r9,%rsi
    7f23b8905ab6:	48 83 c6 10          	add    $0x10,%rsi
    7f23b8905aba:	49 c1 e8 03          	shr    $0x3,%r8
    7f23b8905abe:	85 ed                	test   %ebp,%ebp
    7f23b8905ac0:	0f 84 72 04 00 00    	je     0x7f23b8905f38
    7f23b8905ac6:	41 3b eb             	cmp    %r11d,%ebp
    7f23b8905ac9:	0f 8c b7 00 00 00    	jl     0x7f23b8905b86
    7f23b8905acf:	4c 89 0c 24          	mov    %r9,(%rsp)
    7f23b8905ad3:	41 8b ed             	mov    %r13d,%ebp
    7f23b8905ad6:	44 8b eb             	mov    %ebx,%r13d
    7f23b8905ad9:	41 8b da             	mov    %r10d,%ebx
    7f23b8905adc:	48 83 c2 f0          	add    $0xfffffffffffffff0,%rdx
    7f23b8905ae0:	48 c1 ea 03          	shr    $0x3,%rdx
    7f23b8905ae4:	c5 f8 77             	vzeroupper
    7f23b8905ae7:	49 ba 80 1b 37 b8 23 	movabs $0x7f23b8371b80,%r10
    7f23b8905aee:	7f 00 00 
    7f23b8905af1:	41 ff d2             	call   *%r10
    ;   {other}
    7f23b8905af4:	0f 1f 84 00 00 00 00 	nopl   0x0(%rax,%rax,1)
    7f23b8905afb:	00 
    7f23b8905afc:	44 8b d3             	mov    %ebx,%r10d
    7f23b8905aff:	41 8b dd             	mov    %r13d,%ebx
    7f23b8905b02:	44 8b ed             	mov    %ebp,%r13d
    7f23b8905b05:	4c 8b 0c 24          	mov    (%rsp),%r9
    7f23b8905b09:	4c 8b 5c 24 40       	mov    0x40(%rsp),%r11
    7f23b8905b0e:	4c 8b 44 24 40       	mov    0x40(%rsp),%r8
    7f23b8905b13:	45 89 48 14          	mov    %r9d,0x14(%r8)
    7f23b8905b17:	49 c1 eb 09          	shr    $0x9,%r11
    7f23b8905b1b:	49 b8 00 90 92 c8 23 	movabs $0x7f23c8929000,%r8
    7f23b8905b22:	7f 00 00 
    7f23b8905b25:	47 88 24 18          	mov    %r12b,(%r8,%r11,1)
    7f23b8905b29:	4c 8b 5c 24 40       	mov    0x40(%rsp),%r11
    7f23b8905b2e:	41 8b 6b 0c          	mov    0xc(%r11),%ebp
    7f23b8905b32:	85 ed                	test   %ebp,%ebp
    7f23b8905b34:	0f 85 d6 03 00 00    	jne    0x7f23b8905f10
    7f23b8905b3a:	45 89 63 0c          	mov    %r12d,0xc(%r11)
    7f23b8905b3e:	8b 6b 10             	mov    0x10(%rbx),%ebp
    7f23b8905b41:	44 8b 5d 0c          	mov    0xc(%rbp),%r11d
    7f23b8905b45:	45 3b eb             	cmp    %r11d,%r13d
    7f23b8905b48:	0f 83 f2 02 00 00    	jae    0x7f23b8905e40
    7f23b8905b4e:	4c 8b d5             	mov    %rbp,%r10
    7f23b8905b51:	4e 8d 54 35 10       	lea    0x10(%rbp,%r14,1),%r10
    7f23b8905b56:	4c 8b 5c 24 40       	mov    0x40(%rsp),%r11
    7f23b8905b5b:	45 89 1a             	mov    %r11d,(%r10)
    7f23b8905b5e:	49 c1 ea 09          	shr    $0x9,%r10
    7f23b8905b62:	49 bb 00 90 92 c8 23 	movabs $0x7f23c8929000,%r11
    7f23b8905b69:	7f 00 00 
    7f23b8905b6c:	47 88 24 13          	mov    %r12b,(%r11,%r10,1)
    7f23b8905b70:	c5 f8 77             	vzeroupper
    7f23b8905b73:	48 83 c4 70          	add    $0x70,%rsp
    7f23b8905b77:	5d                   	pop    %rbp
    ;   {poll_return}
    7f23b8905b78:	49 3b a7 48 04 00 00 	cmp    0x448(%r15),%rsp
    7f23b8905b7f:	0f 87 0f 06 00 00    	ja     0x7f23b8906194
    7f23b8905b85:	c3                   	ret
    7f23b8905b86:	4c 8b df             	mov    %rdi,%r11
    7f23b8905b89:	4c 89 74 24 08       	mov    %r14,0x8(%rsp)
    7f23b8905b8e:	44 89 2c 24          	mov    %r13d,(%rsp)
    7f23b8905b92:	44 8b eb             	mov    %ebx,%r13d
    7f23b8905b95:	45 8b f2             	mov    %r10d,%r14d
    7f23b8905b98:	48 63 d5             	movslq %ebp,%rdx
    7f23b8905b9b:	4c 8d 52 10          	lea    0x10(%rdx),%r10
    7f23b8905b9f:	49 8b ca             	mov    %r10,%rcx
    7f23b8905ba2:	48 83 e1 f8          	and    $0xfffffffffffffff8,%rcx
    7f23b8905ba6:	49 8b f9             	mov    %r9,%rdi
    7f23b8905ba9:	48 03 f9             	add    %rcx,%rdi
    7f23b8905bac:	49 8b e9             	mov    %r9,%rbp
    7f23b8905baf:	49 c1 ea 03          	shr    $0x3,%r10
    7f23b8905bb3:	4d 2b c2             	sub    %r10,%r8
    7f23b8905bb6:	49 8b c8             	mov    %r8,%rcx
    7f23b8905bb9:	48 33 c0             	xor    %rax,%rax
    7f23b8905bbc:	48 83 f9 08          	cmp    $0x8,%rcx
    7f23b8905bc0:	7f 10                	jg     0x7f23b8905bd2
    7f23b8905bc2:	48 ff c9             	dec    %rcx
    7f23b8905bc5:	78 56                	js     0x7f23b8905c1d
    7f23b8905bc7:	48 89 04 cf          	mov    %rax,(%rdi,%rcx,8)
    7f23b8905bcb:	48 ff c9             	dec    %rcx
    7f23b8905bce:	7d f7                	jge    0x7f23b8905bc7
    7f23b8905bd0:	eb 4b                	jmp    0x7f23b8905c1d
    7f23b8905bd2:	c5 fd ef c0          	vpxor  %ymm0,%ymm0,%ymm0
    7f23b8905bd6:	e9 0d 00 00 00       	jmp    0x7f23b8905be8
    7f23b8905bdb:	c5 fe 7f 07          	vmovdqu %ymm0,(%rdi)
    7f23b8905bdf:	c5 fe 7f 47 20       	vmovdqu %ymm0,0x20(%rdi)
    7f23b8905be4:	48 83 c7 40          	add    $0x40,%rdi
    7f23b8905be8:	48 83 e9 08          	sub    $0x8,%rcx
    7f23b8905bec:	7d ed                	jge    0x7f23b8905bdb
    7f23b8905bee:	48 83 c1 04          	add    $0x4,%rcx
    7f23b8905bf2:	7c 0c                	jl     0x7f23b8905c00
    7f23b8905bf4:	c5 fe 7f 07          	vmovdqu %ymm0,(%rdi)
    7f23b8905bf8:	48 83 c7 20          	add    $0x20,%rdi
    7f23b8905bfc:	48 83 e9 04          	sub    $0x4,%rcx
    7f23b8905c00:	48 83 c1 04          	add    $0x4,%rcx
    7f23b8905c04:	7e 17                	jle    0x7f23b8905c1d
    7f23b8905c06:	48 c7 c0 ff ff ff ff 	mov    $0xffffffffffffffff,%rax
    7f23b8905c0d:	c4 e2 f0 f5 c0       	bzhi   %rcx,%rax,%rax
    7f23b8905c12:	c4 e1 fb 92 f8       	kmovq  %rax,%k7
    7f23b8905c17:	62 f1 fe 2f 7f 07    	vmovdqu64 %ymm0,(%rdi){%k7}
    7f23b8905c1d:	49 8b fb             	mov    %r11,%rdi
    7f23b8905c20:	c5 f8 77             	vzeroupper
    7f23b8905c23:	49 ba c0 fa 36 b8 23 	movabs $0x7f23b836fac0,%r10
    7f23b8905c2a:	7f 00 00 
    7f23b8905c2d:	41 ff d2             	call   *%r10
    ;   {other}
    7f23b8905c30:	0f 1f 84 00 00 00 00 	nopl   0x0(%rax,%rax,1)
    7f23b8905c37:	00 
    7f23b8905c38:	45 8b d6             	mov    %r14d,%r10d
    7f23b8905c3b:	41 8b dd             	mov    %r13d,%ebx
    7f23b8905c3e:	44 8b 2c 24          	mov    (%rsp),%r13d
    7f23b8905c42:	4c 8b 74 24 08       	mov    0x8(%rsp),%r14
    7f23b8905c47:	4c 8b cd             	mov    %rbp,%r9
    7f23b8905c4a:	e9 ba fe ff ff       	jmp    0x7f23b8905b09
    7f23b8905c4f:	4c 63 da             	movslq %edx,%r11
    7f23b8905c52:	81 fa 00 00 10 00    	cmp    $0x100000,%edx
    7f23b8905c58:	0f 87 f1 03 00 00    	ja     0x7f23b890604f
    7f23b8905c5e:	49 8b c1             	mov    %r9,%rax
    7f23b8905c61:	4d 8b 87 b8 01 00 00 	mov    0x1b8(%r15),%r8
    7f23b8905c68:	4d 8d 4b 17          	lea    0x17(%r11),%r9
    7f23b8905c6c:	49 83 e1 f8          	and    $0xfffffffffffffff8,%r9
    7f23b8905c70:	49 8b f0             	mov    %r8,%rsi
    7f23b8905c73:	49 03 f1             	add    %r9,%rsi
    7f23b8905c76:	49 3b b7 c8 01 00 00 	cmp    0x1c8(%r15),%rsi
    7f23b8905c7d:	0f 83 c9 03 00 00    	jae    0x7f23b890604c
    7f23b8905c83:	49 89 b7 b8 01 00 00 	mov    %rsi,0x1b8(%r15)
    7f23b8905c8a:	0f 18 86 00 01 00 00 	prefetchnta 0x100(%rsi)
    7f23b8905c91:	49 c7 00 01 00 00 00 	movq   $0x1,(%r8)
    7f23b8905c98:	0f 18 86 40 01 00 00 	prefetchnta 0x140(%rsi)
    7f23b8905c9f:	41 c7 40 08 3b 81 00 	movl   $0x2000813b,0x8(%r8)
    7f23b8905ca6:	20 
    7f23b8905ca7:	41 89 50 0c          	mov    %edx,0xc(%r8)
    7f23b8905cab:	0f 18 86 80 01 00 00 	prefetchnta 0x180(%rsi)
    7f23b8905cb2:	48 8b 6c 24 40       	mov    0x40(%rsp),%rbp
    7f23b8905cb7:	44 89 54 24 14       	mov    %r10d,0x14(%rsp)
    7f23b8905cbc:	89 5c 24 18          	mov    %ebx,0x18(%rsp)
    7f23b8905cc0:	44 89 2c 24          	mov    %r13d,(%rsp)
    7f23b8905cc4:	4c 89 74 24 08       	mov    %r14,0x8(%rsp)
    7f23b8905cc9:	48 89 7c 24 28       	mov    %rdi,0x28(%rsp)
    7f23b8905cce:	4c 89 5c 24 30       	mov    %r11,0x30(%rsp)
    7f23b8905cd3:	49 8b f0             	mov    %r8,%rsi
    7f23b8905cd6:	48 83 c6 10          	add    $0x10,%rsi
    7f23b8905cda:	49 8b d8             	mov    %r8,%rbx
    7f23b8905cdd:	4c 8b 54 24 30       	mov    0x30(%rsp),%r10
    7f23b8905ce2:	49 83 c2 07          	add    $0x7,%r10
    7f23b8905ce6:	49 c1 ea 03          	shr    $0x3,%r10
    7f23b8905cea:	48 8b 7c 24 28       	mov    0x28(%rsp),%rdi
    7f23b8905cef:	49 8b d2             	mov    %r10,%rdx
    7f23b8905cf2:	c5 f8 77             	vzeroupper
    7f23b8905cf5:	49 ba 80 1b 37 b8 23 	movabs $0x7f23b8371b80,%r10
    7f23b8905cfc:	7f 00 00 
    7f23b8905cff:	41 ff d2             	call   *%r10
    7f23b8905d02:	0f 1f 84 00 00 00 00 	nopl   0x0(%rax,%rax,1)
    7f23b8905d09:	00 
    7f23b8905d0a:	4c 8b db             	mov    %rbx,%r11
    7f23b8905d0d:	48 89 6c 24 40       	mov    %rbp,0x40(%rsp)
    7f23b8905d12:	44 8b 54 24 14       	mov    0x14(%rsp),%r10d
    7f23b8905d17:	8b 5c 24 18          	mov    0x18(%rsp),%ebx
    7f23b8905d1b:	44 8b 2c 24          	mov    (%rsp),%r13d
    7f23b8905d1f:	4c 8b 74 24 08       	mov    0x8(%rsp),%r14
    7f23b8905d24:	4d 8b cb             	mov    %r11,%r9
    7f23b8905d27:	e9 dd fd ff ff       	jmp    0x7f23b8905b09
    7f23b8905d2c:	4c 8b c8             	mov    %rax,%r9
    7f23b8905d2f:	48 89 54 24 38       	mov    %rdx,0x38(%rsp)
    7f23b8905d34:	4c 89 44 24 30       	mov    %r8,0x30(%rsp)
    7f23b8905d39:	48 89 7c 24 28       	mov    %rdi,0x28(%rsp)
    7f23b8905d3e:	48 89 4c 24 20       	mov    %rcx,0x20(%rsp)
    7f23b8905d43:	44 89 5c 24 14       	mov    %r11d,0x14(%rsp)
    7f23b8905d48:	4c 89 74 24 18       	mov    %r14,0x18(%rsp)
    7f23b8905d4d:	44 89 6c 24 10       	mov    %r13d,0x10(%rsp)
    7f23b8905d52:	89 5c 24 0c          	mov    %ebx,0xc(%rsp)
    7f23b8905d56:	44 89 54 24 08       	mov    %r10d,0x8(%rsp)
    7f23b8905d5b:	4c 8b 54 24 40       	mov    0x40(%rsp),%r10
    7f23b8905d60:	4c 89 14 24          	mov    %r10,(%rsp)
    ;   {metadata({type array byte})}
    7f23b8905d64:	48 be d8 09 04 00 01 	movabs $0x1000409d8,%rsi
    7f23b8905d6b:	00 00 00 
    7f23b8905d6e:	41 8b d3             	mov    %r11d,%edx
    7f23b8905d71:	4c 89 4c 24 50       	mov    %r9,0x50(%rsp)
    7f23b8905d76:	66 90                	xchg   %ax,%ax
    ;   {runtime_call _new_array_nozero_Java}
    7f23b8905d78:	c5 f8 77             	vzeroupper
    7f23b8905d7b:	e8 80 f8 a9 ff       	call   0x7f23b83a5600
    ;   {other}
    7f23b8905d80:	0f 1f 84 00 f0 06 00 	nopl   0x6f0(%rax,%rax,1)
    7f23b8905d87:	00 
    7f23b8905d88:	44 8b 54 24 08       	mov    0x8(%rsp),%r10d
    7f23b8905d8d:	8b 5c 24 0c          	mov    0xc(%rsp),%ebx
    7f23b8905d91:	44 8b 6c 24 10       	mov    0x10(%rsp),%r13d
    7f23b8905d96:	4c 8b 74 24 18       	mov    0x18(%rsp),%r14
    7f23b8905d9b:	44 8b 5c 24 14       	mov    0x14(%rsp),%r11d
    7f23b8905da0:	48 8b 7c 24 28       	mov    0x28(%rsp),%rdi
    7f23b8905da5:	4c 8b 44 24 30       	mov    0x30(%rsp),%r8
    7f23b8905daa:	48 8b 54 24 38       	mov    0x38(%rsp),%rdx
    7f23b8905daf:	4c 8b c8             	mov    %rax,%r9
    7f23b8905db2:	e9 fc fc ff ff       	jmp    0x7f23b8905ab3
    7f23b8905db7:	be e4 ff ff ff       	mov    $0xffffffe4,%esi
    7f23b8905dbc:	48 89 1c 24          	mov    %rbx,(%rsp)
    7f23b8905dc0:	44 89 54 24 10       	mov    %r10d,0x10(%rsp)
    7f23b8905dc5:	4c 89 5c 24 18       	mov    %r11,0x18(%rsp)
    7f23b8905dca:	44 89 4c 24 14       	mov    %r9d,0x14(%rsp)
    7f23b8905dcf:	90                   	nop
    ;   {runtime_call UncommonTrapBlob}
    7f23b8905dd0:	c5 f8 77             	vzeroupper
    7f23b8905dd3:	e8 a8 87 a8 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b8905dd8:	0f 1f 84 00 48 07 00 	nopl   0x1000748(%rax,%rax,1)
    7f23b8905ddf:	01 
    7f23b8905de0:	be e4 ff ff ff       	mov    $0xffffffe4,%esi
    7f23b8905de5:	c4 e1 f9 7e cd       	vmovq  %xmm1,%rbp
    7f23b8905dea:	44 89 54 24 08       	mov    %r10d,0x8(%rsp)
    7f23b8905def:	4c 89 5c 24 10       	mov    %r11,0x10(%rsp)
    7f23b8905df4:	89 5c 24 0c          	mov    %ebx,0xc(%rsp)
    7f23b8905df8:	44 89 4c 24 18       	mov    %r9d,0x18(%rsp)
    7f23b8905dfd:	44 89 6c 24 1c       	mov    %r13d,0x1c(%rsp)
    7f23b8905e02:	66 90                	xchg   %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7f23b8905e04:	c5 f8 77             	vzeroupper
    7f23b8905e07:	e8 74 87 a8 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b8905e0c:	0f 1f 84 00 7c 07 00 	nopl   0x200077c(%rax,%rax,1)
    7f23b8905e13:	02 
    7f23b8905e14:	be e4 ff ff ff       	mov    $0xffffffe4,%esi
    7f23b8905e19:	c5 fb 11 0c 24       	vmovsd %xmm1,(%rsp)
    7f23b8905e1e:	44 89 54 24 10       	mov    %r10d,0x10(%rsp)
    7f23b8905e23:	4c 89 5c 24 18       	mov    %r11,0x18(%rsp)
    7f23b8905e28:	89 5c 24 14          	mov    %ebx,0x14(%rsp)
    7f23b8905e2c:	89 7c 24 20          	mov    %edi,0x20(%rsp)
    ;   {runtime_call UncommonTrapBlob}
    7f23b8905e30:	c5 f8 77             	vzeroupper
    7f23b8905e33:	e8 48 87 a8 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b8905e38:	0f 1f 84 00 a8 07 00 	nopl   0x30007a8(%rax,%rax,1)
    7f23b8905e3f:	03 
    7f23b8905e40:	be e4 ff ff ff       	mov    $0xffffffe4,%esi
    7f23b8905e45:	44 89 6c 24 08       	mov    %r13d,0x8(%rsp)
    7f23b8905e4a:	66 90                	xchg   %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7f23b8905e4c:	c5 f8 77             	vzeroupper
    7f23b8905e4f:	e8 2c 87 a8 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b8905e54:	0f 1f 84 00 c4 07 00 	nopl   0x40007c4(%rax,%rax,1)
    7f23b8905e5b:	04 
    7f23b8905e5c:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f23b8905e61:	c5 fb 11 0c 24       	vmovsd %xmm1,(%rsp)
    7f23b8905e66:	44 89 54 24 10       	mov    %r10d,0x10(%rsp)
    7f23b8905e6b:	4c 89 5c 24 20       	mov    %r11,0x20(%rsp)
    ;   {runtime_call UncommonTrapBlob}
    7f23b8905e70:	c5 f8 77             	vzeroupper
    7f23b8905e73:	e8 08 87 a8 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b8905e78:	0f 1f 84 00 e8 07 00 	nopl   0x50007e8(%rax,%rax,1)
    7f23b8905e7f:	05 
    7f23b8905e80:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f23b8905e85:	c5 fb 11 0c 24       	vmovsd %xmm1,(%rsp)
    7f23b8905e8a:	44 89 54 24 10       	mov    %r10d,0x10(%rsp)
    7f23b8905e8f:	4c 89 5c 24 18       	mov    %r11,0x18(%rsp)
    7f23b8905e94:	89 5c 24 14          	mov    %ebx,0x14(%rsp)
    ;   {runtime_call UncommonTrapBlob}
    7f23b8905e98:	c5 f8 77             	vzeroupper
    7f23b8905e9b:	e8 e0 86 a8 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b8905ea0:	0f 1f 84 00 10 08 00 	nopl   0x6000810(%rax,%rax,1)
    7f23b8905ea7:	06 
    7f23b8905ea8:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f23b8905ead:	c5 fb 11 0c 24       	vmovsd %xmm1,(%rsp)
    7f23b8905eb2:	44 89 54 24 10       	mov    %r10d,0x10(%rsp)
    7f23b8905eb7:	4c 89 5c 24 18       	mov    %r11,0x18(%rsp)
    7f23b8905ebc:	89 5c 24 14          	mov    %ebx,0x14(%rsp)
    ;   {runtime_call UncommonTrapBlob}
    7f23b8905ec0:	c5 f8 77             	vzeroupper
    7f23b8905ec3:	e8 b8 86 a8 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b8905ec8:	0f 1f 84 00 38 08 00 	nopl   0x7000838(%rax,%rax,1)
    7f23b8905ecf:	07 
    7f23b8905ed0:	be 3d ff ff ff       	mov    $0xffffff3d,%esi
    7f23b8905ed5:	c4 e1 f9 7e cd       	vmovq  %xmm1,%rbp
    7f23b8905eda:	44 89 44 24 0c       	mov    %r8d,0xc(%rsp)
    7f23b8905edf:	90                   	nop
    ;   {runtime_call UncommonTrapBlob}
    7f23b8905ee0:	c5 f8 77             	vzeroupper
    7f23b8905ee3:	e8 98 86 a8 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b8905ee8:	0f 1f 84 00 58 08 00 	nopl   0x8000858(%rax,%rax,1)
    7f23b8905eef:	08 
    7f23b8905ef0:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f23b8905ef5:	c4 e1 f9 7e cd       	vmovq  %xmm1,%rbp
    7f23b8905efa:	44 89 54 24 08       	mov    %r10d,0x8(%rsp)
    7f23b8905eff:	90                   	nop
    ;   {runtime_call UncommonTrapBlob}
    7f23b8905f00:	c5 f8 77             	vzeroupper
    7f23b8905f03:	e8 78 86 a8 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b8905f08:	0f 1f 84 00 78 08 00 	nopl   0x9000878(%rax,%rax,1)
    7f23b8905f0f:	09 
    7f23b8905f10:	be 3d ff ff ff       	mov    $0xffffff3d,%esi
    7f23b8905f15:	44 89 54 24 10       	mov    %r10d,0x10(%rsp)
    7f23b8905f1a:	89 5c 24 14          	mov    %ebx,0x14(%rsp)
    7f23b8905f1e:	66 90                	xchg   %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7f23b8905f20:	c5 f8 77             	vzeroupper
    7f23b8905f23:	e8 58 86 a8 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b8905f28:	0f 1f 84 00 98 08 00 	nopl   0xa000898(%rax,%rax,1)
    7f23b8905f2f:	0a 
    7f23b8905f30:	4d 63 c3             	movslq %r11d,%r8
    7f23b8905f33:	e9 fd fa ff ff       	jmp    0x7f23b8905a35
    7f23b8905f38:	49 83 c0 fe          	add    $0xfffffffffffffffe,%r8
    7f23b8905f3c:	49 8b c8             	mov    %r8,%rcx
    7f23b8905f3f:	48 8b fe             	mov    %rsi,%rdi
    7f23b8905f42:	48 33 c0             	xor    %rax,%rax
    7f23b8905f45:	48 83 f9 08          	cmp    $0x8,%rcx
    7f23b8905f49:	7f 10                	jg     0x7f23b8905f5b
    7f23b8905f4b:	48 ff c9             	dec    %rcx
    7f23b8905f4e:	78 56                	js     0x7f23b8905fa6
    7f23b8905f50:	48 89 04 cf          	mov    %rax,(%rdi,%rcx,8)
    7f23b8905f54:	48 ff c9             	dec    %rcx
    7f23b8905f57:	7d f7                	jge    0x7f23b8905f50
    7f23b8905f59:	eb 4b                	jmp    0x7f23b8905fa6
    7f23b8905f5b:	c5 fd ef c0          	vpxor  %ymm0,%ymm0,%ymm0
    7f23b8905f5f:	e9 0d 00 00 00       	jmp    0x7f23b8905f71
    7f23b8905f64:	c5 fe 7f 07          	vmovdqu %ymm0,(%rdi)
    7f23b8905f68:	c5 fe 7f 47 20       	vmovdqu %ymm0,0x20(%rdi)
    7f23b8905f6d:	48 83 c7 40          	add    $0x40,%rdi
    7f23b8905f71:	48 83 e9 08          	sub    $0x8,%rcx
    7f23b8905f75:	7d ed                	jge    0x7f23b8905f64
    7f23b8905f77:	48 83 c1 04          	add    $0x4,%rcx
    7f23b8905f7b:	7c 0c                	jl     0x7f23b8905f89
    7f23b8905f7d:	c5 fe 7f 07          	vmovdqu %ymm0,(%rdi)
    7f23b8905f81:	48 83 c7 20          	add    $0x20,%rdi
    7f23b8905f85:	48 83 e9 04          	sub    $0x4,%rcx
    7f23b8905f89:	48 83 c1 04          	add    $0x4,%rcx
    7f23b8905f8d:	7e 17                	jle    0x7f23b8905fa6
    7f23b8905f8f:	48 c7 c0 ff ff ff ff 	mov    $0xffffffffffffffff,%rax
    7f23b8905f96:	c4 e2 f0 f5 c0       	bzhi   %rcx,%rax,%rax
    7f23b8905f9b:	c4 e1 fb 92 f8       	kmovq  %rax,%k7
    7f23b8905fa0:	62 f1 fe 2f 7f 07    	vmovdqu64 %ymm0,(%rdi){%k7}
    7f23b8905fa6:	e9 5e fb ff ff       	jmp    0x7f23b8905b09
    7f23b8905fab:	be cc ff ff ff       	mov    $0xffffffcc,%esi
    7f23b8905fb0:	48 8b 6c 24 40       	mov    0x40(%rsp),%rbp
    7f23b8905fb5:	c5 fa 11 44 24 10    	vmovss %xmm0,0x10(%rsp)
    7f23b8905fbb:	44 89 54 24 14       	mov    %r10d,0x14(%rsp)
    7f23b8905fc0:	89 5c 24 18          	mov    %ebx,0x18(%rsp)
    7f23b8905fc4:	44 89 5c 24 20       	mov    %r11d,0x20(%rsp)
    7f23b8905fc9:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7f23b8905fcc:	c5 f8 77             	vzeroupper
    7f23b8905fcf:	e8 ac 85 a8 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b8905fd4:	0f 1f 84 00 44 09 00 	nopl   0xb000944(%rax,%rax,1)
    7f23b8905fdb:	0b 
    7f23b8905fdc:	be 3d ff ff ff       	mov    $0xffffff3d,%esi
    7f23b8905fe1:	4c 8b 44 24 40       	mov    0x40(%rsp),%r8
    7f23b8905fe6:	4c 89 44 24 08       	mov    %r8,0x8(%rsp)
    7f23b8905feb:	4c 89 44 24 10       	mov    %r8,0x10(%rsp)
    7f23b8905ff0:	c5 fa 11 44 24 20    	vmovss %xmm0,0x20(%rsp)
    7f23b8905ff6:	44 89 54 24 24       	mov    %r10d,0x24(%rsp)
    7f23b8905ffb:	89 5c 24 30          	mov    %ebx,0x30(%rsp)
    7f23b8905fff:	89 54 24 34          	mov    %edx,0x34(%rsp)
    7f23b8906003:	44 89 5c 24 38       	mov    %r11d,0x38(%rsp)
    ;   {runtime_call UncommonTrapBlob}
    7f23b8906008:	c5 f8 77             	vzeroupper
    7f23b890600b:	e8 70 85 a8 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b8906010:	0f 1f 84 00 80 09 00 	nopl   0xc000980(%rax,%rax,1)
    7f23b8906017:	0c 
    7f23b8906018:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f23b890601d:	4c 8b 5c 24 40       	mov    0x40(%rsp),%r11
    7f23b8906022:	4c 89 5c 24 08       	mov    %r11,0x8(%rsp)
    7f23b8906027:	4c 89 5c 24 10       	mov    %r11,0x10(%rsp)
    7f23b890602c:	c5 fa 11 44 24 20    	vmovss %xmm0,0x20(%rsp)
    7f23b8906032:	44 89 54 24 24       	mov    %r10d,0x24(%rsp)
    7f23b8906037:	89 5c 24 28          	mov    %ebx,0x28(%rsp)
    7f23b890603b:	90                   	nop
    ;   {runtime_call UncommonTrapBlob}
    7f23b890603c:	c5 f8 77             	vzeroupper
    7f23b890603f:	e8 3c 85 a8 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b8906044:	0f 1f 84 00 b4 09 00 	nopl   0xd0009b4(%rax,%rax,1)
    7f23b890604b:	0d 
    7f23b890604c:	4c 8b c8             	mov    %rax,%r9
    7f23b890604f:	4c 89 5c 24 30       	mov    %r11,0x30(%rsp)
    7f23b8906054:	48 89 7c 24 28       	mov    %rdi,0x28(%rsp)
    7f23b8906059:	48 89 4c 24 20       	mov    %rcx,0x20(%rsp)
    7f23b890605e:	4c 89 74 24 08       	mov    %r14,0x8(%rsp)
    7f23b8906063:	44 89 2c 24          	mov    %r13d,(%rsp)
    7f23b8906067:	89 5c 24 18          	mov    %ebx,0x18(%rsp)
    7f23b890606b:	44 89 54 24 14       	mov    %r10d,0x14(%rsp)
    7f23b8906070:	c5 fa 11 44 24 10    	vmovss %xmm0,0x10(%rsp)
    7f23b8906076:	48 8b 6c 24 40       	mov    0x40(%rsp),%rbp
    7f23b890607b:	48 be d8 09 04 00 01 	movabs $0x1000409d8,%rsi
    7f23b8906082:	00 00 00 
    7f23b8906085:	4c 89 4c 24 48       	mov    %r9,0x48(%rsp)
    7f23b890608a:	66 90                	xchg   %ax,%ax
    ;   {runtime_call _new_array_nozero_Java}
    7f23b890608c:	c5 f8 77             	vzeroupper
    7f23b890608f:	e8 6c f5 a9 ff       	call   0x7f23b83a5600
    ;   {other}
    7f23b8906094:	0f 1f 84 00 04 0a 00 	nopl   0xe000a04(%rax,%rax,1)
    7f23b890609b:	0e 
    7f23b890609c:	4c 8b c0             	mov    %rax,%r8
    7f23b890609f:	e9 2f fc ff ff       	jmp    0x7f23b8905cd3
    7f23b89060a4:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f23b89060a9:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7f23b89060ac:	c5 f8 77             	vzeroupper
    7f23b89060af:	e8 cc 84 a8 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b89060b4:	0f 1f 84 00 24 0a 00 	nopl   0xf000a24(%rax,%rax,1)
    7f23b89060bb:	0f 
    7f23b89060bc:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f23b89060c1:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7f23b89060c4:	c5 f8 77             	vzeroupper
    7f23b89060c7:	e8 b4 84 a8 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b89060cc:	0f 1f 84 00 3c 0a 00 	nopl   0x10000a3c(%rax,%rax,1)
    7f23b89060d3:	10 
    7f23b89060d4:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f23b89060d9:	41 8b ed             	mov    %r13d,%ebp
    ;   {runtime_call UncommonTrapBlob}
    7f23b89060dc:	c5 f8 77             	vzeroupper
    7f23b89060df:	e8 9c 84 a8 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b89060e4:	0f 1f 84 00 54 0a 00 	nopl   0x11000a54(%rax,%rax,1)
    7f23b89060eb:	11 
    7f23b89060ec:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f23b89060f1:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7f23b89060f4:	c5 f8 77             	vzeroupper
    7f23b89060f7:	e8 84 84 a8 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b89060fc:	0f 1f 84 00 6c 0a 00 	nopl   0x12000a6c(%rax,%rax,1)
    7f23b8906103:	12 
    7f23b8906104:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f23b8906109:	44 89 2c 24          	mov    %r13d,(%rsp)
    7f23b890610d:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7f23b8906110:	c5 f8 77             	vzeroupper
    7f23b8906113:	e8 68 84 a8 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b8906118:	0f 1f 84 00 88 0a 00 	nopl   0x13000a88(%rax,%rax,1)
    7f23b890611f:	13 
    7f23b8906120:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f23b8906125:	c4 e1 f9 7e cd       	vmovq  %xmm1,%rbp
    7f23b890612a:	48 89 54 24 08       	mov    %rdx,0x8(%rsp)
    7f23b890612f:	48 89 54 24 10       	mov    %rdx,0x10(%rsp)
    ;   {runtime_call UncommonTrapBlob}
    7f23b8906134:	c5 f8 77             	vzeroupper
    7f23b8906137:	e8 44 84 a8 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890613c:	0f 1f 84 00 ac 0a 00 	nopl   0x14000aac(%rax,%rax,1)
    7f23b8906143:	14 
    7f23b8906144:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f23b8906149:	c4 e1 f9 7e cd       	vmovq  %xmm1,%rbp
    7f23b890614e:	44 89 54 24 08       	mov    %r10d,0x8(%rsp)
    7f23b8906153:	4c 89 5c 24 10       	mov    %r11,0x10(%rsp)
    7f23b8906158:	89 5c 24 18          	mov    %ebx,0x18(%rsp)
    ;   {runtime_call UncommonTrapBlob}
    7f23b890615c:	c5 f8 77             	vzeroupper
    7f23b890615f:	e8 1c 84 a8 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b8906164:	0f 1f 84 00 d4 0a 00 	nopl   0x15000ad4(%rax,%rax,1)
    7f23b890616b:	15 
    7f23b890616c:	48 8b f0             	mov    %rax,%rsi
    7f23b890616f:	c5 f8 77             	vzeroupper
    7f23b8906172:	48 83 c4 70          	add    $0x70,%rsp
    7f23b8906176:	5d                   	pop    %rbp
    7f23b8906177:	e9 04 5b aa ff       	jmp    0x7f23b83abc80
    7f23b890617c:	be 97 ff ff ff       	mov    $0xffffff97,%esi
    7f23b8906181:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7f23b8906184:	c5 f8 77             	vzeroupper
    7f23b8906187:	e8 f4 83 a8 ff       	call   0x7f23b838e580
    ;   {other}
    7f23b890618c:	0f 1f 84 00 fc 0a 00 	nopl   0x16000afc(%rax,%rax,1)
    7f23b8906193:	16 
    ;   {internal_word}
    7f23b8906194:	49 ba 78 5b 90 b8 23 	movabs $0x7f23b8905b78,%r10
    7f23b890619b:	7f 00 00 
    7f23b890619e:	4d 89 97 60 04 00 00 	mov    %r10,0x460(%r15)
    7f23b89061a5:	e9 56 72 a8 ff       	jmp    0x7f23b838d400
    7f23b89061aa:	e8 51 ed a6 ff       	call   0x7f23b8374f00
    7f23b89061af:	e9 06 f7 ff ff       	jmp    0x7f23b89058ba
    7f23b89061b4:	f4                   	hlt
    7f23b89061b5:	f4                   	hlt
    7f23b89061b6:	f4                   	hlt
    7f23b89061b7:	f4                   	hlt
