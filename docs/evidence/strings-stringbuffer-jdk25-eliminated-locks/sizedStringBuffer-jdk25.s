# Compiled method (c2) 2865  756       4       io.github.poolbench.strings.jmh_generated.StringBuildingBenchmark_sizedStringBuffer_jmhTest::sizedStringBuffer_avgt_jmhStub (57 bytes)
    7fce97f03980:	89 84 24 00 c0 fe ff 	mov    %eax,-0x14000(%rsp)
    7fce97f03987:	55                   	push   %rbp
    7fce97f03988:	48 81 ec 90 00 00 00 	sub    $0x90,%rsp
    7fce97f0398f:	90                   	nop
    7fce97f03990:	41 81 7f 20 00 00 00 	cmpl   $0x0,0x20(%r15)
    7fce97f03997:	00 
    7fce97f03998:	0f 85 fe 1c 00 00    	jne    0x7fce97f0569c
    7fce97f0399e:	48 89 7c 24 10       	mov    %rdi,0x10(%rsp)
    7fce97f039a3:	48 89 34 24          	mov    %rsi,(%rsp)
    7fce97f039a7:	48 89 94 24 a8 00 00 	mov    %rdx,0xa8(%rsp)
    7fce97f039ae:	00 
    7fce97f039af:	c5 f8 77             	vzeroupper
    7fce97f039b2:	49 ba d0 18 c8 ae ce 	movabs $0x7fceaec818d0,%r10
    7fce97f039b9:	7f 00 00 
    ;   {post_call_nop}
    7fce97f039bc:	41 ff d2             	call   *%r10
    7fce97f039bf:	0f 1f 84 00 00 00 00 	nopl   0x0(%rax,%rax,1)
    7fce97f039c6:	00 
    7fce97f039c7:	4c 8b 94 24 a8 00 00 	mov    0xa8(%rsp),%r10
    7fce97f039ce:	00 
    7fce97f039cf:	4d 85 d2             	test   %r10,%r10
    7fce97f039d2:	0f 84 ec 15 00 00    	je     0x7fce97f04fc4
    7fce97f039d8:	49 89 42 28          	mov    %rax,0x28(%r10)
    7fce97f039dc:	4c 8b 94 24 b0 00 00 	mov    0xb0(%rsp),%r10
    7fce97f039e3:	00 
    ; implicit exception: dispatches to 0x00007fce97f05458
    7fce97f039e4:	41 8b 52 0c          	mov    0xc(%r10),%edx
    7fce97f039e8:	81 fa 00 00 10 00    	cmp    $0x100000,%edx
    7fce97f039ee:	0f 87 74 12 00 00    	ja     0x7fce97f04c68
    7fce97f039f4:	4d 8b 97 c8 01 00 00 	mov    0x1c8(%r15),%r10
    7fce97f039fb:	44 8b da             	mov    %edx,%r11d
    7fce97f039fe:	49 63 cb             	movslq %r11d,%rcx
    7fce97f03a01:	48 83 c1 17          	add    $0x17,%rcx
    7fce97f03a05:	4c 8b d9             	mov    %rcx,%r11
    7fce97f03a08:	49 83 e3 f8          	and    $0xfffffffffffffff8,%r11
    7fce97f03a0c:	4d 8b c2             	mov    %r10,%r8
    7fce97f03a0f:	4d 03 c3             	add    %r11,%r8
    7fce97f03a12:	4d 3b 87 d8 01 00 00 	cmp    0x1d8(%r15),%r8
    7fce97f03a19:	0f 83 49 12 00 00    	jae    0x7fce97f04c68
    7fce97f03a1f:	4d 89 87 c8 01 00 00 	mov    %r8,0x1c8(%r15)
    7fce97f03a26:	49 8b fa             	mov    %r10,%rdi
    7fce97f03a29:	48 83 c7 10          	add    $0x10,%rdi
    7fce97f03a2d:	49 c7 02 01 00 00 00 	movq   $0x1,(%r10)
    7fce97f03a34:	41 0f 0d 88 00 01 00 	prefetchw 0x100(%r8)
    7fce97f03a3b:	00 
    ;   {metadata({type array byte})}
    7fce97f03a3c:	41 c7 42 08 98 34 17 	movl   $0x173498,0x8(%r10)
    7fce97f03a43:	00 
    7fce97f03a44:	41 89 52 0c          	mov    %edx,0xc(%r10)
    7fce97f03a48:	41 0f 0d 88 40 01 00 	prefetchw 0x140(%r8)
    7fce97f03a4f:	00 
    7fce97f03a50:	41 0f 0d 88 80 01 00 	prefetchw 0x180(%r8)
    7fce97f03a57:	00 
    7fce97f03a58:	48 c1 e9 03          	shr    $0x3,%rcx
    7fce97f03a5c:	48 83 c1 fe          	add    $0xfffffffffffffffe,%rcx
    7fce97f03a60:	48 33 c0             	xor    %rax,%rax
    7fce97f03a63:	48 83 f9 08          	cmp    $0x8,%rcx
    7fce97f03a67:	7f 10                	jg     0x7fce97f03a79
    7fce97f03a69:	48 ff c9             	dec    %rcx
    7fce97f03a6c:	78 6d                	js     0x7fce97f03adb
    7fce97f03a6e:	48 89 04 cf          	mov    %rax,(%rdi,%rcx,8)
    7fce97f03a72:	48 ff c9             	dec    %rcx
    7fce97f03a75:	7d f7                	jge    0x7fce97f03a6e
    7fce97f03a77:	eb 62                	jmp    0x7fce97f03adb
    7fce97f03a79:	62 f1 7d 48 ef c0    	vpxord %zmm0,%zmm0,%zmm0
    7fce97f03a7f:	e9 0a 00 00 00       	jmp    0x7fce97f03a8e
    7fce97f03a84:	62 f1 fe 48 7f 07    	vmovdqu64 %zmm0,(%rdi)
    7fce97f03a8a:	48 83 c7 40          	add    $0x40,%rdi
    7fce97f03a8e:	48 83 e9 08          	sub    $0x8,%rcx
    7fce97f03a92:	7d f0                	jge    0x7fce97f03a84
    7fce97f03a94:	48 83 c1 08          	add    $0x8,%rcx
    7fce97f03a98:	74 41                	je     0x7fce97f03adb
    7fce97f03a9a:	48 c7 c0 ff ff ff ff 	mov    $0xffffffffffffffff,%rax
    7fce97f03aa1:	c4 e2 f0 f5 c0       	bzhi   %rcx,%rax,%rax
    7fce97f03aa6:	c4 e1 fb 92 f8       	kmovq  %rax,%k7
    7fce97f03aab:	62 f1 fe 4f 7f 07    	vmovdqu64 %zmm0,(%rdi){%k7}
    7fce97f03ab1:	e9 25 00 00 00       	jmp    0x7fce97f03adb
    7fce97f03ab6:	48 83 c7 20          	add    $0x20,%rdi
    7fce97f03aba:	48 83 e9 04          	sub    $0x4,%rcx
    7fce97f03abe:	48 83 c1 04          	add    $0x4,%rcx
    7fce97f03ac2:	7e 17                	jle    0x7fce97f03adb
    7fce97f03ac4:	48 c7 c0 ff ff ff ff 	mov    $0xffffffffffffffff,%rax
    7fce97f03acb:	c4 e2 f0 f5 c0       	bzhi   %rcx,%rax,%rax
    7fce97f03ad0:	c4 e1 fb 92 f8       	kmovq  %rax,%k7
    7fce97f03ad5:	62 f1 fe 2f 7f 07    	vmovdqu64 %ymm0,(%rdi){%k7}
    7fce97f03adb:	4c 8b 9c 24 b0 00 00 	mov    0xb0(%rsp),%r11
    7fce97f03ae2:	00 
    7fce97f03ae3:	41 8b 5b 10          	mov    0x10(%r11),%ebx
    7fce97f03ae7:	8b 43 0c             	mov    0xc(%rbx),%eax
    7fce97f03aea:	85 c0                	test   %eax,%eax
    7fce97f03aec:	0f 86 2a 0e 00 00    	jbe    0x7fce97f0491c
    7fce97f03af2:	44 8d 40 ff          	lea    -0x1(%rax),%r8d
    7fce97f03af6:	44 3b c0             	cmp    %eax,%r8d
    7fce97f03af9:	0f 83 f5 14 00 00    	jae    0x7fce97f04ff4
    7fce97f03aff:	49 8b f2             	mov    %r10,%rsi
    7fce97f03b02:	4c 8b f3             	mov    %rbx,%r14
    7fce97f03b05:	c4 c1 f9 6e c2       	vmovq  %r10,%xmm0
    7fce97f03b0a:	45 33 db             	xor    %r11d,%r11d
    7fce97f03b0d:	45 33 ed             	xor    %r13d,%r13d
    7fce97f03b10:	45 33 c9             	xor    %r9d,%r9d
    7fce97f03b13:	eb 4d                	jmp    0x7fce97f03b62
    7fce97f03b15:	49 ba ff ff ff ff ff 	movabs $0xffffffffffffffff,%r10
    7fce97f03b1c:	ff ff ff 
    7fce97f03b1f:	c4 42 e8 f5 d2       	bzhi   %rdx,%r10,%r10
    7fce97f03b24:	c4 c1 fb 92 fa       	kmovq  %r10,%k7
    7fce97f03b29:	62 f1 7f af 6f 07    	vmovdqu8 (%rdi),%ymm0{%k7}{z}
    7fce97f03b2f:	62 f1 7f 2f 7f 06    	vmovdqu8 %ymm0,(%rsi){%k7}
    7fce97f03b35:	41 ff c5             	inc    %r13d
    ;   {other}
    7fce97f03b38:	45 3b ee             	cmp    %r14d,%r13d
    7fce97f03b3b:	0f 8d b1 01 00 00    	jge    0x7fce97f03cf2
    7fce97f03b41:	8b 74 24 18          	mov    0x18(%rsp),%esi
    7fce97f03b45:	4c 8b d6             	mov    %rsi,%r10
    7fce97f03b48:	c4 c1 f9 6e c2       	vmovq  %r10,%xmm0
    7fce97f03b4d:	41 8b c6             	mov    %r14d,%eax
    7fce97f03b50:	4c 8b b4 24 a0 00 00 	mov    0xa0(%rsp),%r14
    7fce97f03b57:	00 
    7fce97f03b58:	44 8b 5c 24 08       	mov    0x8(%rsp),%r11d
    7fce97f03b5d:	44 8b 4c 24 30       	mov    0x30(%rsp),%r9d
    7fce97f03b62:	46 8b 54 ab 10       	mov    0x10(%rbx,%r13,4),%r10d
    7fce97f03b67:	41 8b 4a 14          	mov    0x14(%r10),%ecx
    7fce97f03b6b:	44 8b 41 0c          	mov    0xc(%rcx),%r8d
    7fce97f03b6f:	41 0f be 52 10       	movsbl 0x10(%r10),%edx
    7fce97f03b74:	c4 c2 6a f7 c8       	sarx   %edx,%r8d,%ecx
    7fce97f03b79:	45 8b c1             	mov    %r9d,%r8d
    7fce97f03b7c:	44 0b c2             	or     %edx,%r8d
    7fce97f03b7f:	41 0f be f8          	movsbl %r8b,%edi
    7fce97f03b83:	44 3b cf             	cmp    %edi,%r9d
    7fce97f03b86:	0f 85 48 12 00 00    	jne    0x7fce97f04dd4
    7fce97f03b8c:	44 89 54 24 44       	mov    %r10d,0x44(%rsp)
    7fce97f03b91:	89 74 24 18          	mov    %esi,0x18(%rsp)
    7fce97f03b95:	c4 c1 f9 7e c0       	vmovq  %xmm0,%r8
    7fce97f03b9a:	41 8b 70 0c          	mov    0xc(%r8),%esi
    7fce97f03b9e:	45 8d 14 0b          	lea    (%r11,%rcx,1),%r10d
    7fce97f03ba2:	48 63 ee             	movslq %esi,%rbp
    7fce97f03ba5:	49 63 f2             	movslq %r10d,%rsi
    7fce97f03ba8:	c4 e2 c1 f7 f6       	shlx   %rdi,%rsi,%rsi
    7fce97f03bad:	48 3b f5             	cmp    %rbp,%rsi
    7fce97f03bb0:	0f 8e a8 00 00 00    	jle    0x7fce97f03c5e
    7fce97f03bb6:	44 89 54 24 34       	mov    %r10d,0x34(%rsp)
    7fce97f03bbb:	89 7c 24 30          	mov    %edi,0x30(%rsp)
    7fce97f03bbf:	89 4c 24 2c          	mov    %ecx,0x2c(%rsp)
    7fce97f03bc3:	44 89 4c 24 28       	mov    %r9d,0x28(%rsp)
    7fce97f03bc8:	44 89 6c 24 24       	mov    %r13d,0x24(%rsp)
    7fce97f03bcd:	44 89 5c 24 20       	mov    %r11d,0x20(%rsp)
    7fce97f03bd2:	c5 fb 11 44 24 18    	vmovsd %xmm0,0x18(%rsp)
    7fce97f03bd8:	4c 89 74 24 08       	mov    %r14,0x8(%rsp)
    7fce97f03bdd:	89 84 24 a4 00 00 00 	mov    %eax,0xa4(%rsp)
    7fce97f03be4:	89 9c 24 a0 00 00 00 	mov    %ebx,0xa0(%rsp)
    7fce97f03beb:	44 8b 54 24 44       	mov    0x44(%rsp),%r10d
    7fce97f03bf0:	49 8b ea             	mov    %r10,%rbp
    7fce97f03bf3:	c4 e1 f9 7e c6       	vmovq  %xmm0,%rsi
    7fce97f03bf8:	41 8b d1             	mov    %r9d,%edx
    7fce97f03bfb:	41 8b cb             	mov    %r11d,%ecx
    7fce97f03bfe:	44 8b 44 24 34       	mov    0x34(%rsp),%r8d
    7fce97f03c03:	44 8b cf             	mov    %edi,%r9d
    7fce97f03c06:	66 90                	xchg   %ax,%ax
    ;   {static_call}
    7fce97f03c08:	c5 f8 77             	vzeroupper
    7fce97f03c0b:	e8 d0 38 a8 ff       	call   0x7fce979874e0
    ;   {post_call_nop}
    7fce97f03c10:	0f 1f 84 00 88 03 00 	nopl   0x388(%rax,%rax,1)
    7fce97f03c17:	00 
    7fce97f03c18:	44 8b 5c 24 44       	mov    0x44(%rsp),%r11d
    7fce97f03c1d:	41 0f be 53 10       	movsbl 0x10(%r11),%edx
    7fce97f03c22:	4c 8b c0             	mov    %rax,%r8
    7fce97f03c25:	4c 8b d0             	mov    %rax,%r10
    7fce97f03c28:	44 89 54 24 18       	mov    %r10d,0x18(%rsp)
    7fce97f03c2d:	48 89 44 24 38       	mov    %rax,0x38(%rsp)
    7fce97f03c32:	8b 9c 24 a0 00 00 00 	mov    0xa0(%rsp),%ebx
    7fce97f03c39:	8b 84 24 a4 00 00 00 	mov    0xa4(%rsp),%eax
    7fce97f03c40:	4c 8b 74 24 08       	mov    0x8(%rsp),%r14
    7fce97f03c45:	44 8b 5c 24 20       	mov    0x20(%rsp),%r11d
    7fce97f03c4a:	44 8b 6c 24 24       	mov    0x24(%rsp),%r13d
    7fce97f03c4f:	8b 4c 24 2c          	mov    0x2c(%rsp),%ecx
    7fce97f03c53:	8b 7c 24 30          	mov    0x30(%rsp),%edi
    7fce97f03c57:	44 8b 54 24 34       	mov    0x34(%rsp),%r10d
    7fce97f03c5c:	eb 14                	jmp    0x7fce97f03c72
    7fce97f03c5e:	48 85 f6             	test   %rsi,%rsi
    7fce97f03c61:	0f 8c e4 12 00 00    	jl     0x7fce97f04f4b
    7fce97f03c67:	c5 fb 11 44 24 38    	vmovsd %xmm0,0x38(%rsp)
    7fce97f03c6d:	44 89 4c 24 30       	mov    %r9d,0x30(%rsp)
    7fce97f03c72:	3b d7                	cmp    %edi,%edx
    7fce97f03c74:	0f 85 be 11 00 00    	jne    0x7fce97f04e38
    7fce97f03c7a:	8b 54 24 44          	mov    0x44(%rsp),%edx
    7fce97f03c7e:	44 8b 4a 14          	mov    0x14(%rdx),%r9d
    7fce97f03c82:	41 8b 51 0c          	mov    0xc(%r9),%edx
    7fce97f03c86:	c4 c2 41 f7 eb       	shlx   %edi,%r11d,%ebp
    7fce97f03c8b:	41 8b 70 0c          	mov    0xc(%r8),%esi
    7fce97f03c8f:	85 ed                	test   %ebp,%ebp
    7fce97f03c91:	0f 8c da 10 00 00    	jl     0x7fce97f04d71
    7fce97f03c97:	44 89 54 24 08       	mov    %r10d,0x8(%rsp)
    7fce97f03c9c:	4c 89 b4 24 a0 00 00 	mov    %r14,0xa0(%rsp)
    7fce97f03ca3:	00 
    7fce97f03ca4:	44 8b f0             	mov    %eax,%r14d
    7fce97f03ca7:	44 8d 14 2a          	lea    (%rdx,%rbp,1),%r10d
    7fce97f03cab:	41 3b f2             	cmp    %r10d,%esi
    7fce97f03cae:	0f 82 bd 10 00 00    	jb     0x7fce97f04d71
    7fce97f03cb4:	85 d2                	test   %edx,%edx
    7fce97f03cb6:	0f 86 79 fe ff ff    	jbe    0x7fce97f03b35
    7fce97f03cbc:	49 8d 74 28 10       	lea    0x10(%r8,%rbp,1),%rsi
    7fce97f03cc1:	4d 8b d1             	mov    %r9,%r10
    7fce97f03cc4:	49 8d 79 10          	lea    0x10(%r9),%rdi
    7fce97f03cc8:	48 63 d2             	movslq %edx,%rdx
    7fce97f03ccb:	48 83 fa 20          	cmp    $0x20,%rdx
    7fce97f03ccf:	0f 86 40 fe ff ff    	jbe    0x7fce97f03b15
    7fce97f03cd5:	c5 f8 77             	vzeroupper
    ;   {runtime_call Stub::jbyte_arraycopy}
    7fce97f03cd8:	49 ba e0 a2 96 97 ce 	movabs $0x7fce9796a2e0,%r10
    7fce97f03cdf:	7f 00 00 
    7fce97f03ce2:	41 ff d2             	call   *%r10
    7fce97f03ce5:	0f 1f 84 00 00 00 00 	nopl   0x0(%rax,%rax,1)
    7fce97f03cec:	00 
    7fce97f03ced:	e9 43 fe ff ff       	jmp    0x7fce97f03b35
    7fce97f03cf2:	4c 8b 54 24 38       	mov    0x38(%rsp),%r10
    7fce97f03cf7:	44 8b 74 24 08       	mov    0x8(%rsp),%r14d
    7fce97f03cfc:	44 8b 5c 24 30       	mov    0x30(%rsp),%r11d
    7fce97f03d01:	45 85 f6             	test   %r14d,%r14d
    7fce97f03d04:	0f 84 72 13 00 00    	je     0x7fce97f0507c
    7fce97f03d0a:	4d 8b af c8 01 00 00 	mov    0x1c8(%r15),%r13
    7fce97f03d11:	4d 8b c5             	mov    %r13,%r8
    7fce97f03d14:	49 83 c0 18          	add    $0x18,%r8
    7fce97f03d18:	4d 3b 87 d8 01 00 00 	cmp    0x1d8(%r15),%r8
    7fce97f03d1f:	0f 83 6b 0f 00 00    	jae    0x7fce97f04c90
    7fce97f03d25:	4d 89 87 c8 01 00 00 	mov    %r8,0x1c8(%r15)
    7fce97f03d2c:	4d 8b cd             	mov    %r13,%r9
    7fce97f03d2f:	49 83 c1 10          	add    $0x10,%r9
    7fce97f03d33:	49 c7 45 00 01 00 00 	movq   $0x1,0x0(%r13)
    7fce97f03d3a:	00 
    7fce97f03d3b:	41 0f 0d 88 00 01 00 	prefetchw 0x100(%r8)
    7fce97f03d42:	00 
    7fce97f03d43:	41 c7 45 08 68 64 17 	movl   $0x176468,0x8(%r13)
    7fce97f03d4a:	00 
    7fce97f03d4b:	45 89 65 0c          	mov    %r12d,0xc(%r13)
    7fce97f03d4f:	62 f1 7d 48 ef c0    	vpxord %zmm0,%zmm0,%zmm0
    7fce97f03d55:	c4 c1 79 d6 01       	vmovq  %xmm0,(%r9)
    7fce97f03d5a:	45 85 db             	test   %r11d,%r11d
    7fce97f03d5d:	0f 85 d1 12 00 00    	jne    0x7fce97f05034
    7fce97f03d63:	45 8b 42 0c          	mov    0xc(%r10),%r8d
    7fce97f03d67:	4d 8b ca             	mov    %r10,%r9
    7fce97f03d6a:	49 83 c1 10          	add    $0x10,%r9
    7fce97f03d6e:	45 3b f0             	cmp    %r8d,%r14d
    7fce97f03d71:	0f 84 d2 00 00 00    	je     0x7fce97f03e49
    7fce97f03d77:	45 85 f6             	test   %r14d,%r14d
    7fce97f03d7a:	0f 8c 18 14 00 00    	jl     0x7fce97f05198
    7fce97f03d80:	45 3b c6             	cmp    %r14d,%r8d
    7fce97f03d83:	41 8b e8             	mov    %r8d,%ebp
    7fce97f03d86:	41 0f 4f ee          	cmovg  %r14d,%ebp
    7fce97f03d8a:	44 3b c5             	cmp    %ebp,%r8d
    7fce97f03d8d:	0f 82 b7 13 00 00    	jb     0x7fce97f0514a
    7fce97f03d93:	44 3b f5             	cmp    %ebp,%r14d
    7fce97f03d96:	0f 82 ae 13 00 00    	jb     0x7fce97f0514a
    7fce97f03d9c:	45 8b c6             	mov    %r14d,%r8d
    7fce97f03d9f:	4d 63 c0             	movslq %r8d,%r8
    7fce97f03da2:	49 83 c0 17          	add    $0x17,%r8
    7fce97f03da6:	49 8b d0             	mov    %r8,%rdx
    7fce97f03da9:	48 83 e2 f8          	and    $0xfffffffffffffff8,%rdx
    7fce97f03dad:	41 81 fe 00 00 10 00 	cmp    $0x100000,%r14d
    7fce97f03db4:	0f 87 ee 10 00 00    	ja     0x7fce97f04ea8
    7fce97f03dba:	49 8b 9f c8 01 00 00 	mov    0x1c8(%r15),%rbx
    7fce97f03dc1:	48 8b cb             	mov    %rbx,%rcx
    7fce97f03dc4:	48 03 ca             	add    %rdx,%rcx
    7fce97f03dc7:	49 3b 8f d8 01 00 00 	cmp    0x1d8(%r15),%rcx
    7fce97f03dce:	0f 83 d4 10 00 00    	jae    0x7fce97f04ea8
    7fce97f03dd4:	49 89 8f c8 01 00 00 	mov    %rcx,0x1c8(%r15)
    7fce97f03ddb:	0f 0d 89 00 01 00 00 	prefetchw 0x100(%rcx)
    7fce97f03de2:	48 c7 03 01 00 00 00 	movq   $0x1,(%rbx)
    7fce97f03de9:	0f 0d 89 40 01 00 00 	prefetchw 0x140(%rcx)
    ;   {metadata({type array byte})}
    7fce97f03df0:	c7 43 08 98 34 17 00 	movl   $0x173498,0x8(%rbx)
    7fce97f03df7:	44 89 73 0c          	mov    %r14d,0xc(%rbx)
    7fce97f03dfb:	0f 0d 89 80 01 00 00 	prefetchw 0x180(%rcx)
    7fce97f03e02:	4c 8b d3             	mov    %rbx,%r10
    7fce97f03e05:	49 83 c2 10          	add    $0x10,%r10
    7fce97f03e09:	49 c1 e8 03          	shr    $0x3,%r8
    7fce97f03e0d:	85 ed                	test   %ebp,%ebp
    7fce97f03e0f:	0f 84 ab 12 00 00    	je     0x7fce97f050c0
    7fce97f03e15:	41 3b ee             	cmp    %r14d,%ebp
    7fce97f03e18:	0f 8c 0e 0d 00 00    	jl     0x7fce97f04b2c
    7fce97f03e1e:	48 83 c2 f0          	add    $0xfffffffffffffff0,%rdx
    7fce97f03e22:	48 c1 ea 03          	shr    $0x3,%rdx
    7fce97f03e26:	49 8b f9             	mov    %r9,%rdi
    7fce97f03e29:	49 8b f2             	mov    %r10,%rsi
    ;   {runtime_call Stub::jlong_disjoint_arraycopy}
    7fce97f03e2c:	c5 f8 77             	vzeroupper
    7fce97f03e2f:	49 ba 60 bc 96 97 ce 	movabs $0x7fce9796bc60,%r10
    7fce97f03e36:	7f 00 00 
    7fce97f03e39:	41 ff d2             	call   *%r10
    ;   {post_call_nop}
    7fce97f03e3c:	0f 1f 84 00 00 00 00 	nopl   0x0(%rax,%rax,1)
    7fce97f03e43:	00 
    7fce97f03e44:	e9 8a 00 00 00       	jmp    0x7fce97f03ed3
    7fce97f03e49:	49 63 d0             	movslq %r8d,%rdx
    7fce97f03e4c:	41 81 f8 00 00 10 00 	cmp    $0x100000,%r8d
    7fce97f03e53:	0f 87 aa 0e 00 00    	ja     0x7fce97f04d03
    7fce97f03e59:	49 8b 9f c8 01 00 00 	mov    0x1c8(%r15),%rbx
    7fce97f03e60:	48 8d 4a 17          	lea    0x17(%rdx),%rcx
    7fce97f03e64:	48 83 e1 f8          	and    $0xfffffffffffffff8,%rcx
    7fce97f03e68:	48 8b fb             	mov    %rbx,%rdi
    7fce97f03e6b:	48 03 f9             	add    %rcx,%rdi
    7fce97f03e6e:	49 3b bf d8 01 00 00 	cmp    0x1d8(%r15),%rdi
    7fce97f03e75:	0f 83 88 0e 00 00    	jae    0x7fce97f04d03
    7fce97f03e7b:	49 89 bf c8 01 00 00 	mov    %rdi,0x1c8(%r15)
    7fce97f03e82:	0f 0d 8f 00 01 00 00 	prefetchw 0x100(%rdi)
    7fce97f03e89:	48 c7 03 01 00 00 00 	movq   $0x1,(%rbx)
    7fce97f03e90:	0f 0d 8f 40 01 00 00 	prefetchw 0x140(%rdi)
    7fce97f03e97:	c7 43 08 98 34 17 00 	movl   $0x173498,0x8(%rbx)
    7fce97f03e9e:	44 89 43 0c          	mov    %r8d,0xc(%rbx)
    7fce97f03ea2:	0f 0d 8f 80 01 00 00 	prefetchw 0x180(%rdi)
    7fce97f03ea9:	48 8b f3             	mov    %rbx,%rsi
    7fce97f03eac:	48 83 c6 10          	add    $0x10,%rsi
    7fce97f03eb0:	48 83 c2 07          	add    $0x7,%rdx
    7fce97f03eb4:	48 c1 ea 03          	shr    $0x3,%rdx
    7fce97f03eb8:	49 8b f9             	mov    %r9,%rdi
    7fce97f03ebb:	c5 f8 77             	vzeroupper
    7fce97f03ebe:	49 ba 60 bc 96 97 ce 	movabs $0x7fce9796bc60,%r10
    7fce97f03ec5:	7f 00 00 
    ;   {post_call_nop}
    7fce97f03ec8:	41 ff d2             	call   *%r10
    7fce97f03ecb:	0f 1f 84 00 00 00 00 	nopl   0x0(%rax,%rax,1)
    7fce97f03ed2:	00 
    7fce97f03ed3:	4d 8d 55 14          	lea    0x14(%r13),%r10
    7fce97f03ed7:	41 80 7f 48 00       	cmpb   $0x0,0x48(%r15)
    7fce97f03edc:	0f 85 4a 16 00 00    	jne    0x7fce97f0552c
    7fce97f03ee2:	4c 8b db             	mov    %rbx,%r11
    7fce97f03ee5:	45 89 1a             	mov    %r11d,(%r10)
    7fce97f03ee8:	4d 8b c2             	mov    %r10,%r8
    7fce97f03eeb:	4c 33 c3             	xor    %rbx,%r8
    7fce97f03eee:	49 c1 e8 14          	shr    $0x14,%r8
    7fce97f03ef2:	0f 84 1e 00 00 00    	je     0x7fce97f03f16
    7fce97f03ef8:	4d 8b c2             	mov    %r10,%r8
    7fce97f03efb:	49 c1 e8 09          	shr    $0x9,%r8
    7fce97f03eff:	49 bb 00 00 e0 ac ce 	movabs $0x7fceace00000,%r11
    7fce97f03f06:	7f 00 00 
    7fce97f03f09:	4d 03 c3             	add    %r11,%r8
    7fce97f03f0c:	41 80 38 02          	cmpb   $0x2,(%r8)
    7fce97f03f10:	0f 85 69 16 00 00    	jne    0x7fce97f0557f
    7fce97f03f16:	4c 8b 54 24 10       	mov    0x10(%rsp),%r10
    7fce97f03f1b:	4d 85 d2             	test   %r10,%r10
    7fce97f03f1e:	0f 84 b8 10 00 00    	je     0x7fce97f04fdc
    7fce97f03f24:	4c 8b 14 24          	mov    (%rsp),%r10
    ; implicit exception: dispatches to 0x00007fce97f054b0
    7fce97f03f28:	45 0f b6 92 94 00 00 	movzbl 0x94(%r10),%r10d
    7fce97f03f2f:	00 
    7fce97f03f30:	45 85 d2             	test   %r10d,%r10d
    7fce97f03f33:	0f 85 ee 09 00 00    	jne    0x7fce97f04927
    7fce97f03f39:	bb 01 00 00 00       	mov    $0x1,%ebx
    7fce97f03f3e:	e9 7b 02 00 00       	jmp    0x7fce97f041be
    7fce97f03f43:	48 8b 5c 24 08       	mov    0x8(%rsp),%rbx
    7fce97f03f48:	44 8b 5c 24 24       	mov    0x24(%rsp),%r11d
    7fce97f03f4d:	44 8b 54 24 48       	mov    0x48(%rsp),%r10d
    7fce97f03f52:	45 85 db             	test   %r11d,%r11d
    7fce97f03f55:	0f 84 b1 0a 00 00    	je     0x7fce97f04a0c
    7fce97f03f5b:	4d 8b 87 c8 01 00 00 	mov    0x1c8(%r15),%r8
    7fce97f03f62:	4d 8b c8             	mov    %r8,%r9
    7fce97f03f65:	49 83 c1 18          	add    $0x18,%r9
    7fce97f03f69:	4d 3b 8f d8 01 00 00 	cmp    0x1d8(%r15),%r9
    7fce97f03f70:	0f 83 4d 06 00 00    	jae    0x7fce97f045c3
    7fce97f03f76:	4d 89 8f c8 01 00 00 	mov    %r9,0x1c8(%r15)
    7fce97f03f7d:	41 0f 0d 89 00 01 00 	prefetchw 0x100(%r9)
    7fce97f03f84:	00 
    7fce97f03f85:	49 c7 00 01 00 00 00 	movq   $0x1,(%r8)
    7fce97f03f8c:	4d 8b c8             	mov    %r8,%r9
    7fce97f03f8f:	49 83 c1 10          	add    $0x10,%r9
    7fce97f03f93:	41 c7 40 08 68 64 17 	movl   $0x176468,0x8(%r8)
    7fce97f03f9a:	00 
    7fce97f03f9b:	45 89 60 0c          	mov    %r12d,0xc(%r8)
    7fce97f03f9f:	62 f1 7d 48 ef c0    	vpxord %zmm0,%zmm0,%zmm0
    7fce97f03fa5:	c4 c1 79 d6 01       	vmovq  %xmm0,(%r9)
    7fce97f03faa:	45 85 d2             	test   %r10d,%r10d
    7fce97f03fad:	0f 85 0d 0a 00 00    	jne    0x7fce97f049c0
    7fce97f03fb3:	45 8b 4d 0c          	mov    0xc(%r13),%r9d
    7fce97f03fb7:	49 8b f5             	mov    %r13,%rsi
    7fce97f03fba:	48 83 c6 10          	add    $0x10,%rsi
    7fce97f03fbe:	45 3b d9             	cmp    %r9d,%r11d
    7fce97f03fc1:	0f 84 df 00 00 00    	je     0x7fce97f040a6
    7fce97f03fc7:	45 85 db             	test   %r11d,%r11d
    7fce97f03fca:	0f 8c 46 0c 00 00    	jl     0x7fce97f04c16
    7fce97f03fd0:	45 3b cb             	cmp    %r11d,%r9d
    7fce97f03fd3:	41 8b e9             	mov    %r9d,%ebp
    7fce97f03fd6:	41 0f 4f eb          	cmovg  %r11d,%ebp
    7fce97f03fda:	44 3b cd             	cmp    %ebp,%r9d
    7fce97f03fdd:	0f 82 f8 0a 00 00    	jb     0x7fce97f04adb
    7fce97f03fe3:	44 3b dd             	cmp    %ebp,%r11d
    7fce97f03fe6:	0f 82 ef 0a 00 00    	jb     0x7fce97f04adb
    7fce97f03fec:	45 8b cb             	mov    %r11d,%r9d
    7fce97f03fef:	49 63 c9             	movslq %r9d,%rcx
    7fce97f03ff2:	48 83 c1 17          	add    $0x17,%rcx
    7fce97f03ff6:	48 8b d1             	mov    %rcx,%rdx
    7fce97f03ff9:	48 83 e2 f8          	and    $0xfffffffffffffff8,%rdx
    7fce97f03ffd:	41 81 fb 00 00 10 00 	cmp    $0x100000,%r11d
    7fce97f04004:	0f 87 f6 07 00 00    	ja     0x7fce97f04800
    7fce97f0400a:	4d 8b 8f c8 01 00 00 	mov    0x1c8(%r15),%r9
    7fce97f04011:	49 8b f9             	mov    %r9,%rdi
    7fce97f04014:	48 03 fa             	add    %rdx,%rdi
    7fce97f04017:	49 3b bf d8 01 00 00 	cmp    0x1d8(%r15),%rdi
    7fce97f0401e:	0f 83 dc 07 00 00    	jae    0x7fce97f04800
    7fce97f04024:	49 89 bf c8 01 00 00 	mov    %rdi,0x1c8(%r15)
    7fce97f0402b:	0f 0d 8f 00 01 00 00 	prefetchw 0x100(%rdi)
    7fce97f04032:	49 c7 01 01 00 00 00 	movq   $0x1,(%r9)
    7fce97f04039:	0f 0d 8f 40 01 00 00 	prefetchw 0x140(%rdi)
    ;   {metadata({type array byte})}
    7fce97f04040:	41 c7 41 08 98 34 17 	movl   $0x173498,0x8(%r9)
    7fce97f04047:	00 
    7fce97f04048:	45 89 59 0c          	mov    %r11d,0xc(%r9)
    7fce97f0404c:	0f 0d 8f 80 01 00 00 	prefetchw 0x180(%rdi)
    7fce97f04053:	48 c1 e9 03          	shr    $0x3,%rcx
    7fce97f04057:	4d 8b d1             	mov    %r9,%r10
    7fce97f0405a:	49 83 c2 10          	add    $0x10,%r10
    7fce97f0405e:	85 ed                	test   %ebp,%ebp
    7fce97f04060:	0f 84 ee 09 00 00    	je     0x7fce97f04a54
    7fce97f04066:	41 3b eb             	cmp    %r11d,%ebp
    7fce97f04069:	0f 8c 38 04 00 00    	jl     0x7fce97f044a7
    7fce97f0406f:	4d 8b e9             	mov    %r9,%r13
    7fce97f04072:	49 8b e8             	mov    %r8,%rbp
    7fce97f04075:	48 83 c2 f0          	add    $0xfffffffffffffff0,%rdx
    7fce97f04079:	48 c1 ea 03          	shr    $0x3,%rdx
    7fce97f0407d:	48 8b fe             	mov    %rsi,%rdi
    7fce97f04080:	49 8b f2             	mov    %r10,%rsi
    7fce97f04083:	c5 f8 77             	vzeroupper
    7fce97f04086:	49 ba 60 bc 96 97 ce 	movabs $0x7fce9796bc60,%r10
    7fce97f0408d:	7f 00 00 
    ;   {post_call_nop}
    7fce97f04090:	41 ff d2             	call   *%r10
    7fce97f04093:	0f 1f 84 00 00 00 00 	nopl   0x0(%rax,%rax,1)
    7fce97f0409a:	00 
    7fce97f0409b:	4c 8b c5             	mov    %rbp,%r8
    7fce97f0409e:	4d 8b cd             	mov    %r13,%r9
    7fce97f040a1:	e9 b7 00 00 00       	jmp    0x7fce97f0415d
    7fce97f040a6:	49 63 d1             	movslq %r9d,%rdx
    7fce97f040a9:	41 81 f9 00 00 10 00 	cmp    $0x100000,%r9d
    7fce97f040b0:	0f 87 5b 05 00 00    	ja     0x7fce97f04611
    7fce97f040b6:	49 8b 8f c8 01 00 00 	mov    0x1c8(%r15),%rcx
    7fce97f040bd:	48 8d 7a 17          	lea    0x17(%rdx),%rdi
    7fce97f040c1:	48 83 e7 f8          	and    $0xfffffffffffffff8,%rdi
    7fce97f040c5:	48 8b c1             	mov    %rcx,%rax
    7fce97f040c8:	48 03 c7             	add    %rdi,%rax
    7fce97f040cb:	49 3b 87 d8 01 00 00 	cmp    0x1d8(%r15),%rax
    7fce97f040d2:	0f 83 39 05 00 00    	jae    0x7fce97f04611
    7fce97f040d8:	49 89 87 c8 01 00 00 	mov    %rax,0x1c8(%r15)
    7fce97f040df:	0f 0d 88 00 01 00 00 	prefetchw 0x100(%rax)
    7fce97f040e6:	48 c7 01 01 00 00 00 	movq   $0x1,(%rcx)
    7fce97f040ed:	0f 0d 88 40 01 00 00 	prefetchw 0x140(%rax)
    ;   {metadata({type array byte})}
    7fce97f040f4:	c7 41 08 98 34 17 00 	movl   $0x173498,0x8(%rcx)
    7fce97f040fb:	44 89 49 0c          	mov    %r9d,0xc(%rcx)
    7fce97f040ff:	0f 0d 88 80 01 00 00 	prefetchw 0x180(%rax)
    7fce97f04106:	48 89 5c 24 08       	mov    %rbx,0x8(%rsp)
    7fce97f0410b:	4c 89 44 24 18       	mov    %r8,0x18(%rsp)
    7fce97f04110:	48 8b ee             	mov    %rsi,%rbp
    7fce97f04113:	48 89 94 24 a0 00 00 	mov    %rdx,0xa0(%rsp)
    7fce97f0411a:	00 
    7fce97f0411b:	48 8b f1             	mov    %rcx,%rsi
    7fce97f0411e:	48 83 c6 10          	add    $0x10,%rsi
    7fce97f04122:	4c 8b e9             	mov    %rcx,%r13
    7fce97f04125:	48 8b 94 24 a0 00 00 	mov    0xa0(%rsp),%rdx
    7fce97f0412c:	00 
    7fce97f0412d:	48 83 c2 07          	add    $0x7,%rdx
    7fce97f04131:	48 c1 ea 03          	shr    $0x3,%rdx
    7fce97f04135:	48 8b fd             	mov    %rbp,%rdi
    ;   {runtime_call Stub::jlong_disjoint_arraycopy}
    7fce97f04138:	c5 f8 77             	vzeroupper
    7fce97f0413b:	49 ba 60 bc 96 97 ce 	movabs $0x7fce9796bc60,%r10
    7fce97f04142:	7f 00 00 
    7fce97f04145:	41 ff d2             	call   *%r10
    ;   {post_call_nop}
    7fce97f04148:	0f 1f 84 00 00 00 00 	nopl   0x0(%rax,%rax,1)
    7fce97f0414f:	00 
    7fce97f04150:	48 8b 5c 24 08       	mov    0x8(%rsp),%rbx
    7fce97f04155:	4c 8b 44 24 18       	mov    0x18(%rsp),%r8
    7fce97f0415a:	4d 8b cd             	mov    %r13,%r9
    7fce97f0415d:	48 ff c3             	inc    %rbx
    7fce97f04160:	4d 8d 50 14          	lea    0x14(%r8),%r10
    7fce97f04164:	41 80 7f 48 00       	cmpb   $0x0,0x48(%r15)
    7fce97f04169:	0f 85 58 14 00 00    	jne    0x7fce97f055c7
    7fce97f0416f:	4d 8b d9             	mov    %r9,%r11
    7fce97f04172:	45 89 1a             	mov    %r11d,(%r10)
    7fce97f04175:	49 8b ca             	mov    %r10,%rcx
    7fce97f04178:	49 33 c9             	xor    %r9,%rcx
    7fce97f0417b:	48 c1 e9 14          	shr    $0x14,%rcx
    7fce97f0417f:	0f 84 1d 00 00 00    	je     0x7fce97f041a2
    7fce97f04185:	49 8b ca             	mov    %r10,%rcx
    7fce97f04188:	48 c1 e9 09          	shr    $0x9,%rcx
    7fce97f0418c:	49 bb 00 00 e0 ac ce 	movabs $0x7fceace00000,%r11
    7fce97f04193:	7f 00 00 
    7fce97f04196:	49 03 cb             	add    %r11,%rcx
    7fce97f04199:	80 39 02             	cmpb   $0x2,(%rcx)
    7fce97f0419c:	0f 85 8c 14 00 00    	jne    0x7fce97f0562e
    7fce97f041a2:	4c 8b 14 24          	mov    (%rsp),%r10
    7fce97f041a6:	45 0f b6 92 94 00 00 	movzbl 0x94(%r10),%r10d
    7fce97f041ad:	00 
    7fce97f041ae:	4d 8b 5f 30          	mov    0x30(%r15),%r11
    7fce97f041b2:	41 85 03             	test   %eax,(%r11)
    7fce97f041b5:	45 85 d2             	test   %r10d,%r10d
    7fce97f041b8:	0f 85 6e 07 00 00    	jne    0x7fce97f0492c
    7fce97f041be:	4c 8b 94 24 b0 00 00 	mov    0xb0(%rsp),%r10
    7fce97f041c5:	00 
    7fce97f041c6:	41 8b 52 0c          	mov    0xc(%r10),%edx
    7fce97f041ca:	81 fa 00 00 10 00    	cmp    $0x100000,%edx
    7fce97f041d0:	0f 87 c4 03 00 00    	ja     0x7fce97f0459a
    7fce97f041d6:	4d 8b af c8 01 00 00 	mov    0x1c8(%r15),%r13
    7fce97f041dd:	44 8b da             	mov    %edx,%r11d
    7fce97f041e0:	49 63 cb             	movslq %r11d,%rcx
    7fce97f041e3:	48 83 c1 17          	add    $0x17,%rcx
    7fce97f041e7:	4c 8b d1             	mov    %rcx,%r10
    7fce97f041ea:	49 83 e2 f8          	and    $0xfffffffffffffff8,%r10
    7fce97f041ee:	4d 8b dd             	mov    %r13,%r11
    7fce97f041f1:	4d 03 da             	add    %r10,%r11
    7fce97f041f4:	4d 3b 9f d8 01 00 00 	cmp    0x1d8(%r15),%r11
    7fce97f041fb:	0f 83 99 03 00 00    	jae    0x7fce97f0459a
    7fce97f04201:	4d 89 9f c8 01 00 00 	mov    %r11,0x1c8(%r15)
    7fce97f04208:	41 0f 0d 8b 00 01 00 	prefetchw 0x100(%r11)
    7fce97f0420f:	00 
    7fce97f04210:	49 c7 45 00 01 00 00 	movq   $0x1,0x0(%r13)
    7fce97f04217:	00 
    7fce97f04218:	41 0f 0d 8b 40 01 00 	prefetchw 0x140(%r11)
    7fce97f0421f:	00 
    ;   {metadata({type array byte})}
    7fce97f04220:	41 c7 45 08 98 34 17 	movl   $0x173498,0x8(%r13)
    7fce97f04227:	00 
    7fce97f04228:	41 89 55 0c          	mov    %edx,0xc(%r13)
    7fce97f0422c:	41 0f 0d 8b 80 01 00 	prefetchw 0x180(%r11)
    7fce97f04233:	00 
    7fce97f04234:	49 8b fd             	mov    %r13,%rdi
    7fce97f04237:	48 83 c7 10          	add    $0x10,%rdi
    7fce97f0423b:	48 c1 e9 03          	shr    $0x3,%rcx
    7fce97f0423f:	48 83 c1 fe          	add    $0xfffffffffffffffe,%rcx
    7fce97f04243:	48 33 c0             	xor    %rax,%rax
    7fce97f04246:	48 83 f9 08          	cmp    $0x8,%rcx
    7fce97f0424a:	7f 10                	jg     0x7fce97f0425c
    7fce97f0424c:	48 ff c9             	dec    %rcx
    7fce97f0424f:	78 6d                	js     0x7fce97f042be
    7fce97f04251:	48 89 04 cf          	mov    %rax,(%rdi,%rcx,8)
    7fce97f04255:	48 ff c9             	dec    %rcx
    7fce97f04258:	7d f7                	jge    0x7fce97f04251
    7fce97f0425a:	eb 62                	jmp    0x7fce97f042be
    7fce97f0425c:	62 f1 7d 48 ef c0    	vpxord %zmm0,%zmm0,%zmm0
    7fce97f04262:	e9 0a 00 00 00       	jmp    0x7fce97f04271
    7fce97f04267:	62 f1 fe 48 7f 07    	vmovdqu64 %zmm0,(%rdi)
    7fce97f0426d:	48 83 c7 40          	add    $0x40,%rdi
    7fce97f04271:	48 83 e9 08          	sub    $0x8,%rcx
    7fce97f04275:	7d f0                	jge    0x7fce97f04267
    7fce97f04277:	48 83 c1 08          	add    $0x8,%rcx
    7fce97f0427b:	74 41                	je     0x7fce97f042be
    7fce97f0427d:	48 c7 c0 ff ff ff ff 	mov    $0xffffffffffffffff,%rax
    7fce97f04284:	c4 e2 f0 f5 c0       	bzhi   %rcx,%rax,%rax
    7fce97f04289:	c4 e1 fb 92 f8       	kmovq  %rax,%k7
    7fce97f0428e:	62 f1 fe 4f 7f 07    	vmovdqu64 %zmm0,(%rdi){%k7}
    7fce97f04294:	e9 25 00 00 00       	jmp    0x7fce97f042be
    7fce97f04299:	48 83 c7 20          	add    $0x20,%rdi
    7fce97f0429d:	48 83 e9 04          	sub    $0x4,%rcx
    7fce97f042a1:	48 83 c1 04          	add    $0x4,%rcx
    7fce97f042a5:	7e 17                	jle    0x7fce97f042be
    7fce97f042a7:	48 c7 c0 ff ff ff ff 	mov    $0xffffffffffffffff,%rax
    7fce97f042ae:	c4 e2 f0 f5 c0       	bzhi   %rcx,%rax,%rax
    7fce97f042b3:	c4 e1 fb 92 f8       	kmovq  %rax,%k7
    7fce97f042b8:	62 f1 fe 2f 7f 07    	vmovdqu64 %ymm0,(%rdi){%k7}
    7fce97f042be:	4c 8b 94 24 b0 00 00 	mov    0xb0(%rsp),%r10
    7fce97f042c5:	00 
    7fce97f042c6:	45 8b 4a 10          	mov    0x10(%r10),%r9d
    7fce97f042ca:	45 8b 41 0c          	mov    0xc(%r9),%r8d
    7fce97f042ce:	45 85 c0             	test   %r8d,%r8d
    7fce97f042d1:	0f 86 c5 01 00 00    	jbe    0x7fce97f0449c
    7fce97f042d7:	45 8d 50 ff          	lea    -0x1(%r8),%r10d
    7fce97f042db:	45 3b d0             	cmp    %r8d,%r10d
    7fce97f042de:	0f 83 95 06 00 00    	jae    0x7fce97f04979
    7fce97f042e4:	4d 8b f5             	mov    %r13,%r14
    7fce97f042e7:	49 8b f1             	mov    %r9,%rsi
    7fce97f042ea:	33 d2                	xor    %edx,%edx
    7fce97f042ec:	45 33 db             	xor    %r11d,%r11d
    7fce97f042ef:	33 c9                	xor    %ecx,%ecx
    7fce97f042f1:	eb 50                	jmp    0x7fce97f04343
    7fce97f042f3:	49 ba ff ff ff ff ff 	movabs $0xffffffffffffffff,%r10
    7fce97f042fa:	ff ff ff 
    7fce97f042fd:	c4 42 e8 f5 d2       	bzhi   %rdx,%r10,%r10
    7fce97f04302:	c4 c1 fb 92 fa       	kmovq  %r10,%k7
    7fce97f04307:	62 f1 7f af 6f 07    	vmovdqu8 (%rdi),%ymm0{%k7}{z}
    7fce97f0430d:	62 f1 7f 2f 7f 06    	vmovdqu8 %ymm0,(%rsi){%k7}
    7fce97f04313:	8b 54 24 20          	mov    0x20(%rsp),%edx
    7fce97f04317:	ff c2                	inc    %edx
    7fce97f04319:	3b 54 24 1c          	cmp    0x1c(%rsp),%edx
    7fce97f0431d:	0f 8d 20 fc ff ff    	jge    0x7fce97f03f43
    7fce97f04323:	48 8b 5c 24 08       	mov    0x8(%rsp),%rbx
    7fce97f04328:	44 8b 4c 24 18       	mov    0x18(%rsp),%r9d
    7fce97f0432d:	44 8b 44 24 1c       	mov    0x1c(%rsp),%r8d
    7fce97f04332:	48 8b b4 24 a0 00 00 	mov    0xa0(%rsp),%rsi
    7fce97f04339:	00 
    7fce97f0433a:	44 8b 5c 24 48       	mov    0x48(%rsp),%r11d
    7fce97f0433f:	8b 4c 24 24          	mov    0x24(%rsp),%ecx
    7fce97f04343:	41 8b 7c 91 10       	mov    0x10(%r9,%rdx,4),%edi
    7fce97f04348:	89 7c 24 28          	mov    %edi,0x28(%rsp)
    ; implicit exception: dispatches to 0x00007fce97f0527c
    7fce97f0434c:	8b 7f 14             	mov    0x14(%rdi),%edi
    7fce97f0434f:	8b 7f 0c             	mov    0xc(%rdi),%edi
    7fce97f04352:	8b 44 24 28          	mov    0x28(%rsp),%eax
    7fce97f04356:	44 0f be 50 10       	movsbl 0x10(%rax),%r10d
    7fce97f0435b:	41 8b eb             	mov    %r11d,%ebp
    7fce97f0435e:	41 0b ea             	or     %r10d,%ebp
    7fce97f04361:	c4 e2 2a f7 ff       	sarx   %r10d,%edi,%edi
    7fce97f04366:	40 0f be c5          	movsbl %bpl,%eax
    7fce97f0436a:	44 3b d8             	cmp    %eax,%r11d
    7fce97f0436d:	0f 85 71 03 00 00    	jne    0x7fce97f046e4
    7fce97f04373:	41 8b 6d 0c          	mov    0xc(%r13),%ebp
    7fce97f04377:	89 44 24 3c          	mov    %eax,0x3c(%rsp)
    7fce97f0437b:	4c 89 6c 24 30       	mov    %r13,0x30(%rsp)
    7fce97f04380:	44 89 5c 24 48       	mov    %r11d,0x48(%rsp)
    7fce97f04385:	89 54 24 20          	mov    %edx,0x20(%rsp)
    7fce97f04389:	48 89 b4 24 a0 00 00 	mov    %rsi,0xa0(%rsp)
    7fce97f04390:	00 
    7fce97f04391:	44 89 44 24 1c       	mov    %r8d,0x1c(%rsp)
    7fce97f04396:	44 89 4c 24 18       	mov    %r9d,0x18(%rsp)
    7fce97f0439b:	48 89 5c 24 08       	mov    %rbx,0x8(%rsp)
    7fce97f043a0:	89 4c 24 4c          	mov    %ecx,0x4c(%rsp)
    7fce97f043a4:	89 7c 24 38          	mov    %edi,0x38(%rsp)
    7fce97f043a8:	03 cf                	add    %edi,%ecx
    7fce97f043aa:	89 4c 24 24          	mov    %ecx,0x24(%rsp)
    7fce97f043ae:	4c 63 dd             	movslq %ebp,%r11
    7fce97f043b1:	4c 63 c9             	movslq %ecx,%r9
    7fce97f043b4:	c4 42 f9 f7 c1       	shlx   %rax,%r9,%r8
    7fce97f043b9:	4d 3b c3             	cmp    %r11,%r8
    7fce97f043bc:	7e 4d                	jle    0x7fce97f0440b
    7fce97f043be:	44 8b 54 24 28       	mov    0x28(%rsp),%r10d
    7fce97f043c3:	49 8b ea             	mov    %r10,%rbp
    7fce97f043c6:	49 8b f5             	mov    %r13,%rsi
    7fce97f043c9:	8b 54 24 48          	mov    0x48(%rsp),%edx
    7fce97f043cd:	8b 4c 24 4c          	mov    0x4c(%rsp),%ecx
    7fce97f043d1:	44 8b 44 24 24       	mov    0x24(%rsp),%r8d
    7fce97f043d6:	44 8b c8             	mov    %eax,%r9d
    7fce97f043d9:	66 66 90             	data16 xchg %ax,%ax
    ;   {static_call}
    7fce97f043dc:	c5 f8 77             	vzeroupper
    7fce97f043df:	e8 fc 30 a8 ff       	call   0x7fce979874e0
    ;   {post_call_nop}
    7fce97f043e4:	0f 1f 84 00 5c 0b 00 	nopl   0x2000b5c(%rax,%rax,1)
    7fce97f043eb:	02 
    7fce97f043ec:	4c 8b e8             	mov    %rax,%r13
    7fce97f043ef:	44 8b 5c 24 28       	mov    0x28(%rsp),%r11d
    7fce97f043f4:	45 0f be 53 10       	movsbl 0x10(%r11),%r10d
    7fce97f043f9:	48 8b c8             	mov    %rax,%rcx
    7fce97f043fc:	4c 8b f0             	mov    %rax,%r14
    7fce97f043ff:	44 8b 44 24 3c       	mov    0x3c(%rsp),%r8d
    7fce97f04404:	44 89 44 24 48       	mov    %r8d,0x48(%rsp)
    7fce97f04409:	eb 14                	jmp    0x7fce97f0441f
    7fce97f0440b:	4d 85 c0             	test   %r8,%r8
    7fce97f0440e:	0f 8c be 04 00 00    	jl     0x7fce97f048d2
    7fce97f04414:	49 8b de             	mov    %r14,%rbx
    7fce97f04417:	4c 8b eb             	mov    %rbx,%r13
    7fce97f0441a:	48 8b 4c 24 30       	mov    0x30(%rsp),%rcx
    7fce97f0441f:	44 3b 54 24 3c       	cmp    0x3c(%rsp),%r10d
    7fce97f04424:	0f 85 2e 03 00 00    	jne    0x7fce97f04758
    7fce97f0442a:	44 8b 54 24 28       	mov    0x28(%rsp),%r10d
    7fce97f0442f:	41 8b 5a 14          	mov    0x14(%r10),%ebx
    7fce97f04433:	44 8b 43 0c          	mov    0xc(%rbx),%r8d
    7fce97f04437:	44 8b 5c 24 3c       	mov    0x3c(%rsp),%r11d
    7fce97f0443c:	c4 62 21 f7 4c 24 4c 	shlx   %r11d,0x4c(%rsp),%r9d
    7fce97f04443:	44 8b 51 0c          	mov    0xc(%rcx),%r10d
    7fce97f04447:	45 85 c9             	test   %r9d,%r9d
    7fce97f0444a:	0f 8c 0c 02 00 00    	jl     0x7fce97f0465c
    7fce97f04450:	47 8d 1c 01          	lea    (%r9,%r8,1),%r11d
    7fce97f04454:	45 3b d3             	cmp    %r11d,%r10d
    7fce97f04457:	0f 82 ff 01 00 00    	jb     0x7fce97f0465c
    7fce97f0445d:	45 85 c0             	test   %r8d,%r8d
    7fce97f04460:	0f 86 ad fe ff ff    	jbe    0x7fce97f04313
    7fce97f04466:	4a 8d 74 09 10       	lea    0x10(%rcx,%r9,1),%rsi
    7fce97f0446b:	4c 8b d3             	mov    %rbx,%r10
    7fce97f0446e:	48 8d 7b 10          	lea    0x10(%rbx),%rdi
    7fce97f04472:	49 63 d0             	movslq %r8d,%rdx
    7fce97f04475:	48 83 fa 20          	cmp    $0x20,%rdx
    7fce97f04479:	0f 86 74 fe ff ff    	jbe    0x7fce97f042f3
    7fce97f0447f:	c5 f8 77             	vzeroupper
    7fce97f04482:	49 ba e0 a2 96 97 ce 	movabs $0x7fce9796a2e0,%r10
    7fce97f04489:	7f 00 00 
    ;   {post_call_nop}
    7fce97f0448c:	41 ff d2             	call   *%r10
    7fce97f0448f:	0f 1f 84 00 00 00 00 	nopl   0x0(%rax,%rax,1)
    7fce97f04496:	00 
    7fce97f04497:	e9 77 fe ff ff       	jmp    0x7fce97f04313
    7fce97f0449c:	45 33 db             	xor    %r11d,%r11d
    7fce97f0449f:	45 33 d2             	xor    %r10d,%r10d
    7fce97f044a2:	e9 ab fa ff ff       	jmp    0x7fce97f03f52
    7fce97f044a7:	48 63 d5             	movslq %ebp,%rdx
    7fce97f044aa:	4c 8d 5a 10          	lea    0x10(%rdx),%r11
    7fce97f044ae:	49 8b c3             	mov    %r11,%rax
    7fce97f044b1:	48 83 e0 f8          	and    $0xfffffffffffffff8,%rax
    7fce97f044b5:	49 8b f9             	mov    %r9,%rdi
    7fce97f044b8:	48 03 f8             	add    %rax,%rdi
    7fce97f044bb:	49 c1 eb 03          	shr    $0x3,%r11
    7fce97f044bf:	49 2b cb             	sub    %r11,%rcx
    7fce97f044c2:	48 33 c0             	xor    %rax,%rax
    7fce97f044c5:	48 83 f9 08          	cmp    $0x8,%rcx
    7fce97f044c9:	7f 10                	jg     0x7fce97f044db
    7fce97f044cb:	48 ff c9             	dec    %rcx
    7fce97f044ce:	78 6d                	js     0x7fce97f0453d
    7fce97f044d0:	48 89 04 cf          	mov    %rax,(%rdi,%rcx,8)
    7fce97f044d4:	48 ff c9             	dec    %rcx
    7fce97f044d7:	7d f7                	jge    0x7fce97f044d0
    7fce97f044d9:	eb 62                	jmp    0x7fce97f0453d
    7fce97f044db:	62 f1 7d 48 ef c0    	vpxord %zmm0,%zmm0,%zmm0
    7fce97f044e1:	e9 0a 00 00 00       	jmp    0x7fce97f044f0
    7fce97f044e6:	62 f1 fe 48 7f 07    	vmovdqu64 %zmm0,(%rdi)
    7fce97f044ec:	48 83 c7 40          	add    $0x40,%rdi
    7fce97f044f0:	48 83 e9 08          	sub    $0x8,%rcx
    7fce97f044f4:	7d f0                	jge    0x7fce97f044e6
    7fce97f044f6:	48 83 c1 08          	add    $0x8,%rcx
    7fce97f044fa:	74 41                	je     0x7fce97f0453d
    7fce97f044fc:	48 c7 c0 ff ff ff ff 	mov    $0xffffffffffffffff,%rax
    7fce97f04503:	c4 e2 f0 f5 c0       	bzhi   %rcx,%rax,%rax
    7fce97f04508:	c4 e1 fb 92 f8       	kmovq  %rax,%k7
    7fce97f0450d:	62 f1 fe 4f 7f 07    	vmovdqu64 %zmm0,(%rdi){%k7}
    7fce97f04513:	e9 25 00 00 00       	jmp    0x7fce97f0453d
    7fce97f04518:	48 83 c7 20          	add    $0x20,%rdi
    7fce97f0451c:	48 83 e9 04          	sub    $0x4,%rcx
    7fce97f04520:	48 83 c1 04          	add    $0x4,%rcx
    7fce97f04524:	7e 17                	jle    0x7fce97f0453d
    7fce97f04526:	48 c7 c0 ff ff ff ff 	mov    $0xffffffffffffffff,%rax
    7fce97f0452d:	c4 e2 f0 f5 c0       	bzhi   %rcx,%rax,%rax
    7fce97f04532:	c4 e1 fb 92 f8       	kmovq  %rax,%k7
    7fce97f04537:	62 f1 fe 2f 7f 07    	vmovdqu64 %ymm0,(%rdi){%k7}
    7fce97f0453d:	48 83 fa 20          	cmp    $0x20,%rdx
    7fce97f04541:	77 28                	ja     0x7fce97f0456b
    7fce97f04543:	4c 63 dd             	movslq %ebp,%r11
    7fce97f04546:	48 b9 ff ff ff ff ff 	movabs $0xffffffffffffffff,%rcx
    7fce97f0454d:	ff ff ff 
    7fce97f04550:	c4 e2 a0 f5 c9       	bzhi   %r11,%rcx,%rcx
    7fce97f04555:	c4 e1 fb 92 f9       	kmovq  %rcx,%k7
    7fce97f0455a:	62 f1 7f af 6f 06    	vmovdqu8 (%rsi),%ymm0{%k7}{z}
    7fce97f04560:	62 d1 7f 2f 7f 02    	vmovdqu8 %ymm0,(%r10){%k7}
    7fce97f04566:	e9 36 fb ff ff       	jmp    0x7fce97f040a1
    7fce97f0456b:	4d 8b e9             	mov    %r9,%r13
    7fce97f0456e:	48 8b fe             	mov    %rsi,%rdi
    7fce97f04571:	49 8b e8             	mov    %r8,%rbp
    7fce97f04574:	49 8b f2             	mov    %r10,%rsi
    7fce97f04577:	c5 f8 77             	vzeroupper
    7fce97f0457a:	49 ba 60 9c 96 97 ce 	movabs $0x7fce97969c60,%r10
    7fce97f04581:	7f 00 00 
    ;   {post_call_nop}
    7fce97f04584:	41 ff d2             	call   *%r10
    7fce97f04587:	0f 1f 84 00 00 00 00 	nopl   0x0(%rax,%rax,1)
    7fce97f0458e:	00 
    7fce97f0458f:	4c 8b c5             	mov    %rbp,%r8
    7fce97f04592:	4d 8b cd             	mov    %r13,%r9
    7fce97f04595:	e9 07 fb ff ff       	jmp    0x7fce97f040a1
    7fce97f0459a:	48 8b eb             	mov    %rbx,%rbp
    7fce97f0459d:	48 be 98 34 17 76 00 	movabs $0x76173498,%rsi
    7fce97f045a4:	00 00 00 
    7fce97f045a7:	90                   	nop
    ;   {runtime_call C2 Runtime new_array}
    7fce97f045a8:	c5 f8 77             	vzeroupper
    7fce97f045ab:	e8 30 51 b6 ff       	call   0x7fce97a696e0
    ;   {post_call_nop}
    7fce97f045b0:	0f 1f 84 00 28 0d 00 	nopl   0x3000d28(%rax,%rax,1)
    7fce97f045b7:	03 
    7fce97f045b8:	48 8b dd             	mov    %rbp,%rbx
    7fce97f045bb:	4c 8b e8             	mov    %rax,%r13
    7fce97f045be:	e9 fb fc ff ff       	jmp    0x7fce97f042be
    7fce97f045c3:	44 89 54 24 0c       	mov    %r10d,0xc(%rsp)
    7fce97f045c8:	44 89 5c 24 08       	mov    %r11d,0x8(%rsp)
    7fce97f045cd:	4c 89 ac 24 a0 00 00 	mov    %r13,0xa0(%rsp)
    7fce97f045d4:	00 
    7fce97f045d5:	48 8b eb             	mov    %rbx,%rbp
    ;   {metadata('java/lang/String')}
    7fce97f045d8:	48 be 68 64 17 76 00 	movabs $0x76176468,%rsi
    7fce97f045df:	00 00 00 
    7fce97f045e2:	66 90                	xchg   %ax,%ax
    ;   {runtime_call C2 Runtime new_instance}
    7fce97f045e4:	c5 f8 77             	vzeroupper
    7fce97f045e7:	e8 74 0e b6 ff       	call   0x7fce97a65460
    ;   {post_call_nop}
    7fce97f045ec:	0f 1f 84 00 64 0d 00 	nopl   0x4000d64(%rax,%rax,1)
    7fce97f045f3:	04 
    7fce97f045f4:	48 8b dd             	mov    %rbp,%rbx
    7fce97f045f7:	4c 8b ac 24 a0 00 00 	mov    0xa0(%rsp),%r13
    7fce97f045fe:	00 
    7fce97f045ff:	44 8b 5c 24 08       	mov    0x8(%rsp),%r11d
    7fce97f04604:	44 8b 54 24 0c       	mov    0xc(%rsp),%r10d
    7fce97f04609:	4c 8b c0             	mov    %rax,%r8
    7fce97f0460c:	e9 99 f9 ff ff       	jmp    0x7fce97f03faa
    7fce97f04611:	48 89 94 24 a0 00 00 	mov    %rdx,0xa0(%rsp)
    7fce97f04618:	00 
    7fce97f04619:	48 8b ee             	mov    %rsi,%rbp
    7fce97f0461c:	4c 89 44 24 18       	mov    %r8,0x18(%rsp)
    7fce97f04621:	44 89 54 24 30       	mov    %r10d,0x30(%rsp)
    7fce97f04626:	44 89 5c 24 34       	mov    %r11d,0x34(%rsp)
    7fce97f0462b:	4c 89 6c 24 20       	mov    %r13,0x20(%rsp)
    7fce97f04630:	48 89 5c 24 08       	mov    %rbx,0x8(%rsp)
    7fce97f04635:	48 be 98 34 17 76 00 	movabs $0x76173498,%rsi
    7fce97f0463c:	00 00 00 
    7fce97f0463f:	41 8b d1             	mov    %r9d,%edx
    7fce97f04642:	66 90                	xchg   %ax,%ax
    ;   {runtime_call C2 Runtime new_array_nozero}
    7fce97f04644:	c5 f8 77             	vzeroupper
    7fce97f04647:	e8 94 41 b6 ff       	call   0x7fce97a687e0
    ;   {post_call_nop}
    7fce97f0464c:	0f 1f 84 00 c4 0d 00 	nopl   0x5000dc4(%rax,%rax,1)
    7fce97f04653:	05 
    7fce97f04654:	48 8b c8             	mov    %rax,%rcx
    7fce97f04657:	e9 bf fa ff ff       	jmp    0x7fce97f0411b
    7fce97f0465c:	be cc ff ff ff       	mov    $0xffffffcc,%esi
    7fce97f04661:	48 8b 2c 24          	mov    (%rsp),%rbp
    7fce97f04665:	4c 8b 94 24 a8 00 00 	mov    0xa8(%rsp),%r10
    7fce97f0466c:	00 
    7fce97f0466d:	4c 89 94 24 a0 00 00 	mov    %r10,0xa0(%rsp)
    7fce97f04674:	00 
    7fce97f04675:	4c 8b 54 24 08       	mov    0x8(%rsp),%r10
    7fce97f0467a:	4c 89 14 24          	mov    %r10,(%rsp)
    7fce97f0467e:	4c 8b 54 24 10       	mov    0x10(%rsp),%r10
    7fce97f04683:	4c 89 54 24 08       	mov    %r10,0x8(%rsp)
    7fce97f04688:	44 8b 54 24 18       	mov    0x18(%rsp),%r10d
    7fce97f0468d:	44 89 54 24 10       	mov    %r10d,0x10(%rsp)
    7fce97f04692:	44 8b 5c 24 1c       	mov    0x1c(%rsp),%r11d
    7fce97f04697:	44 89 5c 24 14       	mov    %r11d,0x14(%rsp)
    7fce97f0469c:	44 8b 54 24 20       	mov    0x20(%rsp),%r10d
    7fce97f046a1:	44 89 54 24 18       	mov    %r10d,0x18(%rsp)
    7fce97f046a6:	44 8b 5c 24 4c       	mov    0x4c(%rsp),%r11d
    7fce97f046ab:	44 89 5c 24 1c       	mov    %r11d,0x1c(%rsp)
    7fce97f046b0:	44 8b 54 24 38       	mov    0x38(%rsp),%r10d
    7fce97f046b5:	44 89 54 24 20       	mov    %r10d,0x20(%rsp)
    7fce97f046ba:	89 5c 24 24          	mov    %ebx,0x24(%rsp)
    7fce97f046be:	48 89 4c 24 28       	mov    %rcx,0x28(%rsp)
    7fce97f046c3:	44 89 4c 24 30       	mov    %r9d,0x30(%rsp)
    7fce97f046c8:	44 89 44 24 34       	mov    %r8d,0x34(%rsp)
    7fce97f046cd:	4c 89 6c 24 38       	mov    %r13,0x38(%rsp)
    7fce97f046d2:	66 90                	xchg   %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7fce97f046d4:	c5 f8 77             	vzeroupper
    7fce97f046d7:	e8 84 16 b6 ff       	call   0x7fce97a65d60
    ;   {post_call_nop}
    7fce97f046dc:	0f 1f 84 00 54 0e 00 	nopl   0x6000e54(%rax,%rax,1)
    7fce97f046e3:	06 
    7fce97f046e4:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7fce97f046e9:	48 8b 2c 24          	mov    (%rsp),%rbp
    7fce97f046ed:	4c 8b 94 24 a8 00 00 	mov    0xa8(%rsp),%r10
    7fce97f046f4:	00 
    7fce97f046f5:	4c 89 94 24 a0 00 00 	mov    %r10,0xa0(%rsp)
    7fce97f046fc:	00 
    7fce97f046fd:	4c 8b 54 24 10       	mov    0x10(%rsp),%r10
    7fce97f04702:	48 89 1c 24          	mov    %rbx,(%rsp)
    7fce97f04706:	4c 89 54 24 08       	mov    %r10,0x8(%rsp)
    7fce97f0470b:	44 89 4c 24 10       	mov    %r9d,0x10(%rsp)
    7fce97f04710:	44 89 44 24 14       	mov    %r8d,0x14(%rsp)
    7fce97f04715:	89 54 24 18          	mov    %edx,0x18(%rsp)
    7fce97f04719:	48 89 44 24 f8       	mov    %rax,-0x8(%rsp)
    7fce97f0471e:	8b 44 24 28          	mov    0x28(%rsp),%eax
    7fce97f04722:	89 44 24 1c          	mov    %eax,0x1c(%rsp)
    7fce97f04726:	48 8b 44 24 f8       	mov    -0x8(%rsp),%rax
    7fce97f0472b:	89 7c 24 30          	mov    %edi,0x30(%rsp)
    7fce97f0472f:	44 89 5c 24 38       	mov    %r11d,0x38(%rsp)
    7fce97f04734:	89 44 24 3c          	mov    %eax,0x3c(%rsp)
    7fce97f04738:	4c 89 6c 24 40       	mov    %r13,0x40(%rsp)
    7fce97f0473d:	44 89 5c 24 48       	mov    %r11d,0x48(%rsp)
    7fce97f04742:	89 4c 24 4c          	mov    %ecx,0x4c(%rsp)
    7fce97f04746:	66 90                	xchg   %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7fce97f04748:	c5 f8 77             	vzeroupper
    7fce97f0474b:	e8 10 16 b6 ff       	call   0x7fce97a65d60
    ;   {post_call_nop}
    7fce97f04750:	0f 1f 84 00 c8 0e 00 	nopl   0x7000ec8(%rax,%rax,1)
    7fce97f04757:	07 
    7fce97f04758:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7fce97f0475d:	48 8b 2c 24          	mov    (%rsp),%rbp
    7fce97f04761:	4c 8b 9c 24 a8 00 00 	mov    0xa8(%rsp),%r11
    7fce97f04768:	00 
    7fce97f04769:	4c 89 9c 24 a0 00 00 	mov    %r11,0xa0(%rsp)
    7fce97f04770:	00 
    7fce97f04771:	4c 8b 5c 24 08       	mov    0x8(%rsp),%r11
    7fce97f04776:	4c 89 1c 24          	mov    %r11,(%rsp)
    7fce97f0477a:	4c 8b 5c 24 10       	mov    0x10(%rsp),%r11
    7fce97f0477f:	4c 89 5c 24 08       	mov    %r11,0x8(%rsp)
    7fce97f04784:	44 8b 5c 24 18       	mov    0x18(%rsp),%r11d
    7fce97f04789:	44 89 5c 24 10       	mov    %r11d,0x10(%rsp)
    7fce97f0478e:	44 8b 44 24 1c       	mov    0x1c(%rsp),%r8d
    7fce97f04793:	44 89 44 24 14       	mov    %r8d,0x14(%rsp)
    7fce97f04798:	44 8b 5c 24 20       	mov    0x20(%rsp),%r11d
    7fce97f0479d:	44 89 5c 24 18       	mov    %r11d,0x18(%rsp)
    7fce97f047a2:	44 8b 44 24 4c       	mov    0x4c(%rsp),%r8d
    7fce97f047a7:	44 8b 5c 24 38       	mov    0x38(%rsp),%r11d
    7fce97f047ac:	44 89 5c 24 20       	mov    %r11d,0x20(%rsp)
    7fce97f047b1:	48 89 44 24 f8       	mov    %rax,-0x8(%rsp)
    7fce97f047b6:	8b 44 24 28          	mov    0x28(%rsp),%eax
    7fce97f047ba:	89 44 24 24          	mov    %eax,0x24(%rsp)
    7fce97f047be:	48 8b 44 24 f8       	mov    -0x8(%rsp),%rax
    7fce97f047c3:	48 89 4c 24 28       	mov    %rcx,0x28(%rsp)
    7fce97f047c8:	44 89 44 24 30       	mov    %r8d,0x30(%rsp)
    7fce97f047cd:	44 89 54 24 34       	mov    %r10d,0x34(%rsp)
    7fce97f047d2:	44 8b 5c 24 3c       	mov    0x3c(%rsp),%r11d
    7fce97f047d7:	44 89 5c 24 38       	mov    %r11d,0x38(%rsp)
    7fce97f047dc:	4c 89 6c 24 40       	mov    %r13,0x40(%rsp)
    7fce97f047e1:	44 8b 54 24 48       	mov    0x48(%rsp),%r10d
    7fce97f047e6:	44 89 54 24 3c       	mov    %r10d,0x3c(%rsp)
    7fce97f047eb:	44 89 44 24 48       	mov    %r8d,0x48(%rsp)
    ;   {runtime_call UncommonTrapBlob}
    7fce97f047f0:	c5 f8 77             	vzeroupper
    7fce97f047f3:	e8 68 15 b6 ff       	call   0x7fce97a65d60
    ;   {post_call_nop}
    7fce97f047f8:	0f 1f 84 00 70 0f 00 	nopl   0x8000f70(%rax,%rax,1)
    7fce97f047ff:	08 
    7fce97f04800:	48 89 54 24 50       	mov    %rdx,0x50(%rsp)
    7fce97f04805:	48 89 4c 24 48       	mov    %rcx,0x48(%rsp)
    7fce97f0480a:	48 89 74 24 40       	mov    %rsi,0x40(%rsp)
    7fce97f0480f:	4c 89 44 24 38       	mov    %r8,0x38(%rsp)
    7fce97f04814:	44 89 5c 24 30       	mov    %r11d,0x30(%rsp)
    7fce97f04819:	48 89 5c 24 20       	mov    %rbx,0x20(%rsp)
    7fce97f0481e:	4c 8b 5c 24 10       	mov    0x10(%rsp),%r11
    7fce97f04823:	4c 89 5c 24 18       	mov    %r11,0x18(%rsp)
    7fce97f04828:	4c 8b 1c 24          	mov    (%rsp),%r11
    7fce97f0482c:	4c 89 5c 24 10       	mov    %r11,0x10(%rsp)
    7fce97f04831:	4c 8b 9c 24 b0 00 00 	mov    0xb0(%rsp),%r11
    7fce97f04838:	00 
    7fce97f04839:	4c 89 5c 24 08       	mov    %r11,0x8(%rsp)
    7fce97f0483e:	4c 8b 9c 24 a8 00 00 	mov    0xa8(%rsp),%r11
    7fce97f04845:	00 
    7fce97f04846:	4c 89 1c 24          	mov    %r11,(%rsp)
    7fce97f0484a:	48 be 98 34 17 76 00 	movabs $0x76173498,%rsi
    7fce97f04851:	00 00 00 
    7fce97f04854:	4c 89 ac 24 a8 00 00 	mov    %r13,0xa8(%rsp)
    7fce97f0485b:	00 
    7fce97f0485c:	4c 89 6c 24 28       	mov    %r13,0x28(%rsp)
    7fce97f04861:	44 89 94 24 b0 00 00 	mov    %r10d,0xb0(%rsp)
    7fce97f04868:	00 
    7fce97f04869:	8b 54 24 30          	mov    0x30(%rsp),%edx
    7fce97f0486d:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call C2 Runtime new_array_nozero}
    7fce97f04870:	c5 f8 77             	vzeroupper
    7fce97f04873:	e8 68 3f b6 ff       	call   0x7fce97a687e0
    ;   {post_call_nop}
    7fce97f04878:	0f 1f 84 00 f0 0f 00 	nopl   0x9000ff0(%rax,%rax,1)
    7fce97f0487f:	09 
    7fce97f04880:	4c 8b 1c 24          	mov    (%rsp),%r11
    7fce97f04884:	4c 89 9c 24 a8 00 00 	mov    %r11,0xa8(%rsp)
    7fce97f0488b:	00 
    7fce97f0488c:	4c 8b 5c 24 08       	mov    0x8(%rsp),%r11
    7fce97f04891:	4c 89 9c 24 b0 00 00 	mov    %r11,0xb0(%rsp)
    7fce97f04898:	00 
    7fce97f04899:	4c 8b 5c 24 10       	mov    0x10(%rsp),%r11
    7fce97f0489e:	4c 89 1c 24          	mov    %r11,(%rsp)
    7fce97f048a2:	4c 8b 5c 24 18       	mov    0x18(%rsp),%r11
    7fce97f048a7:	4c 89 5c 24 10       	mov    %r11,0x10(%rsp)
    7fce97f048ac:	48 8b 5c 24 20       	mov    0x20(%rsp),%rbx
    7fce97f048b1:	44 8b 5c 24 30       	mov    0x30(%rsp),%r11d
    7fce97f048b6:	4c 8b 44 24 38       	mov    0x38(%rsp),%r8
    7fce97f048bb:	48 8b 74 24 40       	mov    0x40(%rsp),%rsi
    7fce97f048c0:	4c 8b c8             	mov    %rax,%r9
    7fce97f048c3:	48 8b 4c 24 48       	mov    0x48(%rsp),%rcx
    7fce97f048c8:	48 8b 54 24 50       	mov    0x50(%rsp),%rdx
    7fce97f048cd:	e9 81 f7 ff ff       	jmp    0x7fce97f04053
    7fce97f048d2:	45 33 d2             	xor    %r10d,%r10d
    7fce97f048d5:	4d 3b d0             	cmp    %r8,%r10
    7fce97f048d8:	bd ff ff ff ff       	mov    $0xffffffff,%ebp
    7fce97f048dd:	7c 08                	jl     0x7fce97f048e7
    7fce97f048df:	40 0f 95 c5          	setne  %bpl
    7fce97f048e3:	40 0f b6 ed          	movzbl %bpl,%ebp
    7fce97f048e7:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7fce97f048ec:	4c 8b 14 24          	mov    (%rsp),%r10
    7fce97f048f0:	4c 89 94 24 a0 00 00 	mov    %r10,0xa0(%rsp)
    7fce97f048f7:	00 
    7fce97f048f8:	48 89 44 24 f8       	mov    %rax,-0x8(%rsp)
    7fce97f048fd:	8b 44 24 28          	mov    0x28(%rsp),%eax
    7fce97f04901:	89 44 24 24          	mov    %eax,0x24(%rsp)
    7fce97f04905:	48 8b 44 24 f8       	mov    -0x8(%rsp),%rax
    7fce97f0490a:	66 90                	xchg   %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7fce97f0490c:	c5 f8 77             	vzeroupper
    7fce97f0490f:	e8 4c 14 b6 ff       	call   0x7fce97a65d60
    ;   {post_call_nop}
    7fce97f04914:	0f 1f 84 00 8c 10 00 	nopl   0xa00108c(%rax,%rax,1)
    7fce97f0491b:	0a 
    7fce97f0491c:	45 33 f6             	xor    %r14d,%r14d
    7fce97f0491f:	45 33 db             	xor    %r11d,%r11d
    7fce97f04922:	e9 da f3 ff ff       	jmp    0x7fce97f03d01
    7fce97f04927:	bb 01 00 00 00       	mov    $0x1,%ebx
    ;   {runtime_call os::javaTimeNanos()}
    7fce97f0492c:	c5 f8 77             	vzeroupper
    7fce97f0492f:	49 ba d0 18 c8 ae ce 	movabs $0x7fceaec818d0,%r10
    7fce97f04936:	7f 00 00 
    7fce97f04939:	41 ff d2             	call   *%r10
    ;   {post_call_nop}
    7fce97f0493c:	0f 1f 84 00 00 00 00 	nopl   0x0(%rax,%rax,1)
    7fce97f04943:	00 
    7fce97f04944:	4c 8b 94 24 a8 00 00 	mov    0xa8(%rsp),%r10
    7fce97f0494b:	00 
    7fce97f0494c:	49 89 42 30          	mov    %rax,0x30(%r10)
    7fce97f04950:	4d 89 62 20          	mov    %r12,0x20(%r10)
    7fce97f04954:	c5 f9 ef c0          	vpxor  %xmm0,%xmm0,%xmm0
    7fce97f04958:	c4 e1 fb 2a c3       	vcvtsi2sd %rbx,%xmm0,%xmm0
    7fce97f0495d:	c4 c1 7b 11 42 18    	vmovsd %xmm0,0x18(%r10)
    7fce97f04963:	c5 f8 77             	vzeroupper
    7fce97f04966:	48 81 c4 90 00 00 00 	add    $0x90,%rsp
    7fce97f0496d:	5d                   	pop    %rbp
    7fce97f0496e:	49 3b 67 28          	cmp    0x28(%r15),%rsp
    7fce97f04972:	0f 87 0e 0d 00 00    	ja     0x7fce97f05686
    7fce97f04978:	c3                   	ret
    7fce97f04979:	be 6e ff ff ff       	mov    $0xffffff6e,%esi
    7fce97f0497e:	48 8b 2c 24          	mov    (%rsp),%rbp
    7fce97f04982:	4c 8b 94 24 a8 00 00 	mov    0xa8(%rsp),%r10
    7fce97f04989:	00 
    7fce97f0498a:	4c 89 94 24 a0 00 00 	mov    %r10,0xa0(%rsp)
    7fce97f04991:	00 
    7fce97f04992:	4c 8b 54 24 10       	mov    0x10(%rsp),%r10
    7fce97f04997:	48 89 1c 24          	mov    %rbx,(%rsp)
    7fce97f0499b:	4c 89 54 24 08       	mov    %r10,0x8(%rsp)
    7fce97f049a0:	44 89 4c 24 10       	mov    %r9d,0x10(%rsp)
    7fce97f049a5:	44 89 44 24 18       	mov    %r8d,0x18(%rsp)
    7fce97f049aa:	4c 89 6c 24 20       	mov    %r13,0x20(%rsp)
    7fce97f049af:	90                   	nop
    ;   {runtime_call UncommonTrapBlob}
    7fce97f049b0:	c5 f8 77             	vzeroupper
    7fce97f049b3:	e8 a8 13 b6 ff       	call   0x7fce97a65d60
    ;   {post_call_nop}
    7fce97f049b8:	0f 1f 84 00 30 11 00 	nopl   0xb001130(%rax,%rax,1)
    7fce97f049bf:	0b 
    7fce97f049c0:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7fce97f049c5:	48 8b 2c 24          	mov    (%rsp),%rbp
    7fce97f049c9:	4c 8b 8c 24 a8 00 00 	mov    0xa8(%rsp),%r9
    7fce97f049d0:	00 
    7fce97f049d1:	4c 89 8c 24 a0 00 00 	mov    %r9,0xa0(%rsp)
    7fce97f049d8:	00 
    7fce97f049d9:	4c 8b 4c 24 10       	mov    0x10(%rsp),%r9
    7fce97f049de:	48 89 1c 24          	mov    %rbx,(%rsp)
    7fce97f049e2:	4c 89 4c 24 08       	mov    %r9,0x8(%rsp)
    7fce97f049e7:	4c 89 44 24 18       	mov    %r8,0x18(%rsp)
    7fce97f049ec:	4c 89 6c 24 30       	mov    %r13,0x30(%rsp)
    7fce97f049f1:	44 89 54 24 38       	mov    %r10d,0x38(%rsp)
    7fce97f049f6:	44 89 5c 24 3c       	mov    %r11d,0x3c(%rsp)
    7fce97f049fb:	90                   	nop
    ;   {runtime_call UncommonTrapBlob}
    7fce97f049fc:	c5 f8 77             	vzeroupper
    7fce97f049ff:	e8 5c 13 b6 ff       	call   0x7fce97a65d60
    ;   {post_call_nop}
    7fce97f04a04:	0f 1f 84 00 7c 11 00 	nopl   0xc00117c(%rax,%rax,1)
    7fce97f04a0b:	0c 
    7fce97f04a0c:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7fce97f04a11:	48 8b 2c 24          	mov    (%rsp),%rbp
    7fce97f04a15:	4c 8b 84 24 a8 00 00 	mov    0xa8(%rsp),%r8
    7fce97f04a1c:	00 
    7fce97f04a1d:	4c 89 84 24 a0 00 00 	mov    %r8,0xa0(%rsp)
    7fce97f04a24:	00 
    7fce97f04a25:	4c 8b 44 24 10       	mov    0x10(%rsp),%r8
    7fce97f04a2a:	48 89 1c 24          	mov    %rbx,(%rsp)
    7fce97f04a2e:	4c 89 44 24 08       	mov    %r8,0x8(%rsp)
    7fce97f04a33:	4c 89 6c 24 18       	mov    %r13,0x18(%rsp)
    7fce97f04a38:	44 89 54 24 14       	mov    %r10d,0x14(%rsp)
    7fce97f04a3d:	44 89 5c 24 20       	mov    %r11d,0x20(%rsp)
    7fce97f04a42:	66 90                	xchg   %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7fce97f04a44:	c5 f8 77             	vzeroupper
    7fce97f04a47:	e8 14 13 b6 ff       	call   0x7fce97a65d60
    ;   {post_call_nop}
    7fce97f04a4c:	0f 1f 84 00 c4 11 00 	nopl   0xd0011c4(%rax,%rax,1)
    7fce97f04a53:	0d 
    7fce97f04a54:	48 83 c1 fe          	add    $0xfffffffffffffffe,%rcx
    7fce97f04a58:	49 8b fa             	mov    %r10,%rdi
    7fce97f04a5b:	48 33 c0             	xor    %rax,%rax
    7fce97f04a5e:	48 83 f9 08          	cmp    $0x8,%rcx
    7fce97f04a62:	7f 10                	jg     0x7fce97f04a74
    7fce97f04a64:	48 ff c9             	dec    %rcx
    7fce97f04a67:	78 6d                	js     0x7fce97f04ad6
    7fce97f04a69:	48 89 04 cf          	mov    %rax,(%rdi,%rcx,8)
    7fce97f04a6d:	48 ff c9             	dec    %rcx
    7fce97f04a70:	7d f7                	jge    0x7fce97f04a69
    7fce97f04a72:	eb 62                	jmp    0x7fce97f04ad6
    7fce97f04a74:	62 f1 7d 48 ef c0    	vpxord %zmm0,%zmm0,%zmm0
    7fce97f04a7a:	e9 0a 00 00 00       	jmp    0x7fce97f04a89
    7fce97f04a7f:	62 f1 fe 48 7f 07    	vmovdqu64 %zmm0,(%rdi)
    7fce97f04a85:	48 83 c7 40          	add    $0x40,%rdi
    7fce97f04a89:	48 83 e9 08          	sub    $0x8,%rcx
    7fce97f04a8d:	7d f0                	jge    0x7fce97f04a7f
    7fce97f04a8f:	48 83 c1 08          	add    $0x8,%rcx
    7fce97f04a93:	74 41                	je     0x7fce97f04ad6
    7fce97f04a95:	48 c7 c0 ff ff ff ff 	mov    $0xffffffffffffffff,%rax
    7fce97f04a9c:	c4 e2 f0 f5 c0       	bzhi   %rcx,%rax,%rax
    7fce97f04aa1:	c4 e1 fb 92 f8       	kmovq  %rax,%k7
    7fce97f04aa6:	62 f1 fe 4f 7f 07    	vmovdqu64 %zmm0,(%rdi){%k7}
    7fce97f04aac:	e9 25 00 00 00       	jmp    0x7fce97f04ad6
    7fce97f04ab1:	48 83 c7 20          	add    $0x20,%rdi
    7fce97f04ab5:	48 83 e9 04          	sub    $0x4,%rcx
    7fce97f04ab9:	48 83 c1 04          	add    $0x4,%rcx
    7fce97f04abd:	7e 17                	jle    0x7fce97f04ad6
    7fce97f04abf:	48 c7 c0 ff ff ff ff 	mov    $0xffffffffffffffff,%rax
    7fce97f04ac6:	c4 e2 f0 f5 c0       	bzhi   %rcx,%rax,%rax
    7fce97f04acb:	c4 e1 fb 92 f8       	kmovq  %rax,%k7
    7fce97f04ad0:	62 f1 fe 2f 7f 07    	vmovdqu64 %ymm0,(%rdi){%k7}
    7fce97f04ad6:	e9 c6 f5 ff ff       	jmp    0x7fce97f040a1
    7fce97f04adb:	be cc ff ff ff       	mov    $0xffffffcc,%esi
    7fce97f04ae0:	48 8b 2c 24          	mov    (%rsp),%rbp
    7fce97f04ae4:	4c 8b 8c 24 a8 00 00 	mov    0xa8(%rsp),%r9
    7fce97f04aeb:	00 
    7fce97f04aec:	4c 89 8c 24 a0 00 00 	mov    %r9,0xa0(%rsp)
    7fce97f04af3:	00 
    7fce97f04af4:	4c 8b 4c 24 10       	mov    0x10(%rsp),%r9
    7fce97f04af9:	48 89 1c 24          	mov    %rbx,(%rsp)
    7fce97f04afd:	4c 89 4c 24 08       	mov    %r9,0x8(%rsp)
    7fce97f04b02:	4c 89 44 24 18       	mov    %r8,0x18(%rsp)
    7fce97f04b07:	44 89 5c 24 2c       	mov    %r11d,0x2c(%rsp)
    7fce97f04b0c:	4c 89 6c 24 30       	mov    %r13,0x30(%rsp)
    7fce97f04b11:	44 89 54 24 38       	mov    %r10d,0x38(%rsp)
    7fce97f04b16:	44 89 5c 24 3c       	mov    %r11d,0x3c(%rsp)
    7fce97f04b1b:	90                   	nop
    ;   {runtime_call UncommonTrapBlob}
    7fce97f04b1c:	c5 f8 77             	vzeroupper
    7fce97f04b1f:	e8 3c 12 b6 ff       	call   0x7fce97a65d60
    ;   {post_call_nop}
    7fce97f04b24:	0f 1f 84 00 9c 12 00 	nopl   0xe00129c(%rax,%rax,1)
    7fce97f04b2b:	0e 
    7fce97f04b2c:	48 63 d5             	movslq %ebp,%rdx
    7fce97f04b2f:	4c 8d 5a 10          	lea    0x10(%rdx),%r11
    7fce97f04b33:	49 8b cb             	mov    %r11,%rcx
    7fce97f04b36:	48 83 e1 f8          	and    $0xfffffffffffffff8,%rcx
    7fce97f04b3a:	48 8b fb             	mov    %rbx,%rdi
    7fce97f04b3d:	48 03 f9             	add    %rcx,%rdi
    7fce97f04b40:	49 c1 eb 03          	shr    $0x3,%r11
    7fce97f04b44:	4d 2b c3             	sub    %r11,%r8
    7fce97f04b47:	49 8b c8             	mov    %r8,%rcx
    7fce97f04b4a:	48 33 c0             	xor    %rax,%rax
    7fce97f04b4d:	48 83 f9 08          	cmp    $0x8,%rcx
    7fce97f04b51:	7f 10                	jg     0x7fce97f04b63
    7fce97f04b53:	48 ff c9             	dec    %rcx
    7fce97f04b56:	78 6d                	js     0x7fce97f04bc5
    7fce97f04b58:	48 89 04 cf          	mov    %rax,(%rdi,%rcx,8)
    7fce97f04b5c:	48 ff c9             	dec    %rcx
    7fce97f04b5f:	7d f7                	jge    0x7fce97f04b58
    7fce97f04b61:	eb 62                	jmp    0x7fce97f04bc5
    7fce97f04b63:	62 f1 7d 48 ef c0    	vpxord %zmm0,%zmm0,%zmm0
    7fce97f04b69:	e9 0a 00 00 00       	jmp    0x7fce97f04b78
    7fce97f04b6e:	62 f1 fe 48 7f 07    	vmovdqu64 %zmm0,(%rdi)
    7fce97f04b74:	48 83 c7 40          	add    $0x40,%rdi
    7fce97f04b78:	48 83 e9 08          	sub    $0x8,%rcx
    7fce97f04b7c:	7d f0                	jge    0x7fce97f04b6e
    7fce97f04b7e:	48 83 c1 08          	add    $0x8,%rcx
    7fce97f04b82:	74 41                	je     0x7fce97f04bc5
    7fce97f04b84:	48 c7 c0 ff ff ff ff 	mov    $0xffffffffffffffff,%rax
    7fce97f04b8b:	c4 e2 f0 f5 c0       	bzhi   %rcx,%rax,%rax
    7fce97f04b90:	c4 e1 fb 92 f8       	kmovq  %rax,%k7
    7fce97f04b95:	62 f1 fe 4f 7f 07    	vmovdqu64 %zmm0,(%rdi){%k7}
    7fce97f04b9b:	e9 25 00 00 00       	jmp    0x7fce97f04bc5
    7fce97f04ba0:	48 83 c7 20          	add    $0x20,%rdi
    7fce97f04ba4:	48 83 e9 04          	sub    $0x4,%rcx
    7fce97f04ba8:	48 83 c1 04          	add    $0x4,%rcx
    7fce97f04bac:	7e 17                	jle    0x7fce97f04bc5
    7fce97f04bae:	48 c7 c0 ff ff ff ff 	mov    $0xffffffffffffffff,%rax
    7fce97f04bb5:	c4 e2 f0 f5 c0       	bzhi   %rcx,%rax,%rax
    7fce97f04bba:	c4 e1 fb 92 f8       	kmovq  %rax,%k7
    7fce97f04bbf:	62 f1 fe 2f 7f 07    	vmovdqu64 %ymm0,(%rdi){%k7}
    7fce97f04bc5:	48 83 fa 20          	cmp    $0x20,%rdx
    7fce97f04bc9:	77 28                	ja     0x7fce97f04bf3
    7fce97f04bcb:	4c 63 dd             	movslq %ebp,%r11
    7fce97f04bce:	49 b8 ff ff ff ff ff 	movabs $0xffffffffffffffff,%r8
    7fce97f04bd5:	ff ff ff 
    7fce97f04bd8:	c4 42 a0 f5 c0       	bzhi   %r11,%r8,%r8
    7fce97f04bdd:	c4 c1 fb 92 f8       	kmovq  %r8,%k7
    7fce97f04be2:	62 d1 7f af 6f 01    	vmovdqu8 (%r9),%ymm0{%k7}{z}
    7fce97f04be8:	62 d1 7f 2f 7f 02    	vmovdqu8 %ymm0,(%r10){%k7}
    7fce97f04bee:	e9 51 f2 ff ff       	jmp    0x7fce97f03e44
    7fce97f04bf3:	49 8b f9             	mov    %r9,%rdi
    7fce97f04bf6:	49 8b f2             	mov    %r10,%rsi
    7fce97f04bf9:	c5 f8 77             	vzeroupper
    ;   {runtime_call Stub::jbyte_disjoint_arraycopy}
    7fce97f04bfc:	49 ba 60 9c 96 97 ce 	movabs $0x7fce97969c60,%r10
    7fce97f04c03:	7f 00 00 
    7fce97f04c06:	41 ff d2             	call   *%r10
    7fce97f04c09:	0f 1f 84 00 00 00 00 	nopl   0x0(%rax,%rax,1)
    7fce97f04c10:	00 
    7fce97f04c11:	e9 2e f2 ff ff       	jmp    0x7fce97f03e44
    7fce97f04c16:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7fce97f04c1b:	48 8b 2c 24          	mov    (%rsp),%rbp
    7fce97f04c1f:	4c 8b 8c 24 a8 00 00 	mov    0xa8(%rsp),%r9
    7fce97f04c26:	00 
    7fce97f04c27:	4c 89 8c 24 a0 00 00 	mov    %r9,0xa0(%rsp)
    7fce97f04c2e:	00 
    7fce97f04c2f:	4c 8b 4c 24 10       	mov    0x10(%rsp),%r9
    7fce97f04c34:	48 89 1c 24          	mov    %rbx,(%rsp)
    7fce97f04c38:	4c 89 4c 24 08       	mov    %r9,0x8(%rsp)
    7fce97f04c3d:	4c 89 44 24 18       	mov    %r8,0x18(%rsp)
    7fce97f04c42:	44 89 5c 24 24       	mov    %r11d,0x24(%rsp)
    7fce97f04c47:	4c 89 6c 24 28       	mov    %r13,0x28(%rsp)
    7fce97f04c4c:	44 89 54 24 30       	mov    %r10d,0x30(%rsp)
    7fce97f04c51:	44 89 5c 24 34       	mov    %r11d,0x34(%rsp)
    7fce97f04c56:	66 90                	xchg   %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7fce97f04c58:	c5 f8 77             	vzeroupper
    7fce97f04c5b:	e8 00 11 b6 ff       	call   0x7fce97a65d60
    ;   {post_call_nop}
    7fce97f04c60:	0f 1f 84 00 d8 13 00 	nopl   0xf0013d8(%rax,%rax,1)
    7fce97f04c67:	0f 
    ;   {metadata({type array byte})}
    7fce97f04c68:	48 be 98 34 17 76 00 	movabs $0x76173498,%rsi
    7fce97f04c6f:	00 00 00 
    7fce97f04c72:	48 8b 2c 24          	mov    (%rsp),%rbp
    7fce97f04c76:	66 90                	xchg   %ax,%ax
    ;   {runtime_call C2 Runtime new_array}
    7fce97f04c78:	c5 f8 77             	vzeroupper
    7fce97f04c7b:	e8 60 4a b6 ff       	call   0x7fce97a696e0
    ;   {post_call_nop}
    7fce97f04c80:	0f 1f 84 00 f8 13 00 	nopl   0x100013f8(%rax,%rax,1)
    7fce97f04c87:	10 
    7fce97f04c88:	4c 8b d0             	mov    %rax,%r10
    7fce97f04c8b:	e9 4b ee ff ff       	jmp    0x7fce97f03adb
    7fce97f04c90:	44 89 5c 24 1c       	mov    %r11d,0x1c(%rsp)
    7fce97f04c95:	44 89 74 24 18       	mov    %r14d,0x18(%rsp)
    7fce97f04c9a:	4c 89 54 24 08       	mov    %r10,0x8(%rsp)
    7fce97f04c9f:	4c 8b 94 24 b0 00 00 	mov    0xb0(%rsp),%r10
    7fce97f04ca6:	00 
    7fce97f04ca7:	4c 89 94 24 a0 00 00 	mov    %r10,0xa0(%rsp)
    7fce97f04cae:	00 
    7fce97f04caf:	48 8b ac 24 a8 00 00 	mov    0xa8(%rsp),%rbp
    7fce97f04cb6:	00 
    7fce97f04cb7:	48 be 68 64 17 76 00 	movabs $0x76176468,%rsi
    7fce97f04cbe:	00 00 00 
    7fce97f04cc1:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call C2 Runtime new_instance}
    7fce97f04cc4:	c5 f8 77             	vzeroupper
    7fce97f04cc7:	e8 94 07 b6 ff       	call   0x7fce97a65460
    ;   {post_call_nop}
    7fce97f04ccc:	0f 1f 84 00 44 14 00 	nopl   0x11001444(%rax,%rax,1)
    7fce97f04cd3:	11 
    7fce97f04cd4:	48 89 ac 24 a8 00 00 	mov    %rbp,0xa8(%rsp)
    7fce97f04cdb:	00 
    7fce97f04cdc:	4c 8b 94 24 a0 00 00 	mov    0xa0(%rsp),%r10
    7fce97f04ce3:	00 
    7fce97f04ce4:	4c 89 94 24 b0 00 00 	mov    %r10,0xb0(%rsp)
    7fce97f04ceb:	00 
    7fce97f04cec:	4c 8b 54 24 08       	mov    0x8(%rsp),%r10
    7fce97f04cf1:	44 8b 74 24 18       	mov    0x18(%rsp),%r14d
    7fce97f04cf6:	44 8b 5c 24 1c       	mov    0x1c(%rsp),%r11d
    7fce97f04cfb:	4c 8b e8             	mov    %rax,%r13
    7fce97f04cfe:	e9 57 f0 ff ff       	jmp    0x7fce97f03d5a
    7fce97f04d03:	48 89 54 24 08       	mov    %rdx,0x8(%rsp)
    7fce97f04d08:	49 8b e9             	mov    %r9,%rbp
    7fce97f04d0b:	4c 89 6c 24 28       	mov    %r13,0x28(%rsp)
    7fce97f04d10:	44 89 5c 24 24       	mov    %r11d,0x24(%rsp)
    7fce97f04d15:	44 89 74 24 20       	mov    %r14d,0x20(%rsp)
    7fce97f04d1a:	4c 89 54 24 18       	mov    %r10,0x18(%rsp)
    7fce97f04d1f:	4c 8b 94 24 a8 00 00 	mov    0xa8(%rsp),%r10
    7fce97f04d26:	00 
    7fce97f04d27:	4c 89 94 24 a0 00 00 	mov    %r10,0xa0(%rsp)
    7fce97f04d2e:	00 
    7fce97f04d2f:	48 be 98 34 17 76 00 	movabs $0x76173498,%rsi
    7fce97f04d36:	00 00 00 
    7fce97f04d39:	41 8b d0             	mov    %r8d,%edx
    ;   {runtime_call C2 Runtime new_array_nozero}
    7fce97f04d3c:	c5 f8 77             	vzeroupper
    7fce97f04d3f:	e8 9c 3a b6 ff       	call   0x7fce97a687e0
    ;   {post_call_nop}
    7fce97f04d44:	0f 1f 84 00 bc 14 00 	nopl   0x120014bc(%rax,%rax,1)
    7fce97f04d4b:	12 
    7fce97f04d4c:	4c 8b 9c 24 a0 00 00 	mov    0xa0(%rsp),%r11
    7fce97f04d53:	00 
    7fce97f04d54:	4c 89 9c 24 a8 00 00 	mov    %r11,0xa8(%rsp)
    7fce97f04d5b:	00 
    7fce97f04d5c:	4c 8b 6c 24 28       	mov    0x28(%rsp),%r13
    7fce97f04d61:	4c 8b cd             	mov    %rbp,%r9
    7fce97f04d64:	48 8b 54 24 08       	mov    0x8(%rsp),%rdx
    7fce97f04d69:	48 8b d8             	mov    %rax,%rbx
    7fce97f04d6c:	e9 38 f1 ff ff       	jmp    0x7fce97f03ea9
    7fce97f04d71:	be cc ff ff ff       	mov    $0xffffffcc,%esi
    7fce97f04d76:	4c 8b 14 24          	mov    (%rsp),%r10
    7fce97f04d7a:	4c 89 94 24 a0 00 00 	mov    %r10,0xa0(%rsp)
    7fce97f04d81:	00 
    7fce97f04d82:	4c 8b 54 24 10       	mov    0x10(%rsp),%r10
    7fce97f04d87:	4c 89 54 24 08       	mov    %r10,0x8(%rsp)
    7fce97f04d8c:	89 5c 24 10          	mov    %ebx,0x10(%rsp)
    7fce97f04d90:	44 89 6c 24 14       	mov    %r13d,0x14(%rsp)
    7fce97f04d95:	4c 8b 54 24 38       	mov    0x38(%rsp),%r10
    7fce97f04d9a:	4c 89 54 24 20       	mov    %r10,0x20(%rsp)
    7fce97f04d9f:	44 8b 54 24 30       	mov    0x30(%rsp),%r10d
    7fce97f04da4:	44 89 54 24 1c       	mov    %r10d,0x1c(%rsp)
    7fce97f04da9:	44 89 5c 24 28       	mov    %r11d,0x28(%rsp)
    7fce97f04dae:	89 44 24 2c          	mov    %eax,0x2c(%rsp)
    7fce97f04db2:	89 4c 24 30          	mov    %ecx,0x30(%rsp)
    7fce97f04db6:	44 89 4c 24 34       	mov    %r9d,0x34(%rsp)
    7fce97f04dbb:	4c 89 44 24 38       	mov    %r8,0x38(%rsp)
    7fce97f04dc0:	89 54 24 40          	mov    %edx,0x40(%rsp)
    ;   {runtime_call UncommonTrapBlob}
    7fce97f04dc4:	c5 f8 77             	vzeroupper
    7fce97f04dc7:	e8 94 0f b6 ff       	call   0x7fce97a65d60
    ;   {post_call_nop}
    7fce97f04dcc:	0f 1f 84 00 44 15 00 	nopl   0x13001544(%rax,%rax,1)
    7fce97f04dd3:	13 
    7fce97f04dd4:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7fce97f04dd9:	48 8b 2c 24          	mov    (%rsp),%rbp
    7fce97f04ddd:	4c 8b 84 24 a8 00 00 	mov    0xa8(%rsp),%r8
    7fce97f04de4:	00 
    7fce97f04de5:	4c 89 84 24 a0 00 00 	mov    %r8,0xa0(%rsp)
    7fce97f04dec:	00 
    7fce97f04ded:	4c 8b 44 24 10       	mov    0x10(%rsp),%r8
    7fce97f04df2:	4c 89 04 24          	mov    %r8,(%rsp)
    7fce97f04df6:	89 5c 24 08          	mov    %ebx,0x8(%rsp)
    7fce97f04dfa:	44 89 6c 24 0c       	mov    %r13d,0xc(%rsp)
    7fce97f04dff:	44 89 54 24 10       	mov    %r10d,0x10(%rsp)
    7fce97f04e04:	44 89 4c 24 1c       	mov    %r9d,0x1c(%rsp)
    7fce97f04e09:	c5 fb 11 44 24 28    	vmovsd %xmm0,0x28(%rsp)
    7fce97f04e0f:	44 89 4c 24 30       	mov    %r9d,0x30(%rsp)
    7fce97f04e14:	44 89 5c 24 34       	mov    %r11d,0x34(%rsp)
    7fce97f04e19:	89 44 24 38          	mov    %eax,0x38(%rsp)
    7fce97f04e1d:	89 4c 24 3c          	mov    %ecx,0x3c(%rsp)
    7fce97f04e21:	89 7c 24 44          	mov    %edi,0x44(%rsp)
    7fce97f04e25:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7fce97f04e28:	c5 f8 77             	vzeroupper
    7fce97f04e2b:	e8 30 0f b6 ff       	call   0x7fce97a65d60
    ;   {post_call_nop}
    7fce97f04e30:	0f 1f 84 00 a8 15 00 	nopl   0x140015a8(%rax,%rax,1)
    7fce97f04e37:	14 
    7fce97f04e38:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7fce97f04e3d:	48 8b 2c 24          	mov    (%rsp),%rbp
    7fce97f04e41:	4c 8b 94 24 a8 00 00 	mov    0xa8(%rsp),%r10
    7fce97f04e48:	00 
    7fce97f04e49:	4c 89 94 24 a0 00 00 	mov    %r10,0xa0(%rsp)
    7fce97f04e50:	00 
    7fce97f04e51:	4c 8b 54 24 10       	mov    0x10(%rsp),%r10
    7fce97f04e56:	4c 89 14 24          	mov    %r10,(%rsp)
    7fce97f04e5a:	89 5c 24 08          	mov    %ebx,0x8(%rsp)
    7fce97f04e5e:	44 89 6c 24 0c       	mov    %r13d,0xc(%rsp)
    7fce97f04e63:	44 89 5c 24 18       	mov    %r11d,0x18(%rsp)
    7fce97f04e68:	4c 8b 54 24 38       	mov    0x38(%rsp),%r10
    7fce97f04e6d:	4c 89 54 24 20       	mov    %r10,0x20(%rsp)
    7fce97f04e72:	44 8b 54 24 30       	mov    0x30(%rsp),%r10d
    7fce97f04e77:	44 89 54 24 1c       	mov    %r10d,0x1c(%rsp)
    7fce97f04e7c:	44 89 5c 24 28       	mov    %r11d,0x28(%rsp)
    7fce97f04e81:	89 44 24 2c          	mov    %eax,0x2c(%rsp)
    7fce97f04e85:	89 4c 24 30          	mov    %ecx,0x30(%rsp)
    7fce97f04e89:	4c 89 44 24 38       	mov    %r8,0x38(%rsp)
    7fce97f04e8e:	89 54 24 34          	mov    %edx,0x34(%rsp)
    7fce97f04e92:	89 7c 24 40          	mov    %edi,0x40(%rsp)
    7fce97f04e96:	66 90                	xchg   %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7fce97f04e98:	c5 f8 77             	vzeroupper
    7fce97f04e9b:	e8 c0 0e b6 ff       	call   0x7fce97a65d60
    ;   {post_call_nop}
    7fce97f04ea0:	0f 1f 84 00 18 16 00 	nopl   0x15001618(%rax,%rax,1)
    7fce97f04ea7:	15 
    7fce97f04ea8:	48 89 54 24 48       	mov    %rdx,0x48(%rsp)
    7fce97f04ead:	4c 89 44 24 40       	mov    %r8,0x40(%rsp)
    7fce97f04eb2:	4c 89 4c 24 38       	mov    %r9,0x38(%rsp)
    7fce97f04eb7:	4c 89 6c 24 30       	mov    %r13,0x30(%rsp)
    7fce97f04ebc:	44 89 74 24 28       	mov    %r14d,0x28(%rsp)
    7fce97f04ec1:	4c 8b 84 24 b0 00 00 	mov    0xb0(%rsp),%r8
    7fce97f04ec8:	00 
    7fce97f04ec9:	4c 89 44 24 18       	mov    %r8,0x18(%rsp)
    7fce97f04ece:	4c 8b 84 24 a8 00 00 	mov    0xa8(%rsp),%r8
    7fce97f04ed5:	00 
    7fce97f04ed6:	4c 89 44 24 08       	mov    %r8,0x8(%rsp)
    7fce97f04edb:	48 be 98 34 17 76 00 	movabs $0x76173498,%rsi
    7fce97f04ee2:	00 00 00 
    7fce97f04ee5:	4c 89 94 24 a8 00 00 	mov    %r10,0xa8(%rsp)
    7fce97f04eec:	00 
    7fce97f04eed:	4c 89 54 24 20       	mov    %r10,0x20(%rsp)
    7fce97f04ef2:	44 89 9c 24 b0 00 00 	mov    %r11d,0xb0(%rsp)
    7fce97f04ef9:	00 
    7fce97f04efa:	41 8b d6             	mov    %r14d,%edx
    7fce97f04efd:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call C2 Runtime new_array_nozero}
    7fce97f04f00:	c5 f8 77             	vzeroupper
    7fce97f04f03:	e8 d8 38 b6 ff       	call   0x7fce97a687e0
    ;   {post_call_nop}
    7fce97f04f08:	0f 1f 84 00 80 16 00 	nopl   0x16001680(%rax,%rax,1)
    7fce97f04f0f:	16 
    7fce97f04f10:	4c 8b 5c 24 08       	mov    0x8(%rsp),%r11
    7fce97f04f15:	4c 89 9c 24 a8 00 00 	mov    %r11,0xa8(%rsp)
    7fce97f04f1c:	00 
    7fce97f04f1d:	4c 8b 5c 24 18       	mov    0x18(%rsp),%r11
    7fce97f04f22:	4c 89 9c 24 b0 00 00 	mov    %r11,0xb0(%rsp)
    7fce97f04f29:	00 
    7fce97f04f2a:	44 8b 74 24 28       	mov    0x28(%rsp),%r14d
    7fce97f04f2f:	4c 8b 6c 24 30       	mov    0x30(%rsp),%r13
    7fce97f04f34:	4c 8b 4c 24 38       	mov    0x38(%rsp),%r9
    7fce97f04f39:	48 8b d8             	mov    %rax,%rbx
    7fce97f04f3c:	4c 8b 44 24 40       	mov    0x40(%rsp),%r8
    7fce97f04f41:	48 8b 54 24 48       	mov    0x48(%rsp),%rdx
    7fce97f04f46:	e9 b7 ee ff ff       	jmp    0x7fce97f03e02
    7fce97f04f4b:	45 33 d2             	xor    %r10d,%r10d
    7fce97f04f4e:	4c 3b d6             	cmp    %rsi,%r10
    7fce97f04f51:	bd ff ff ff ff       	mov    $0xffffffff,%ebp
    7fce97f04f56:	7c 08                	jl     0x7fce97f04f60
    7fce97f04f58:	40 0f 95 c5          	setne  %bpl
    7fce97f04f5c:	40 0f b6 ed          	movzbl %bpl,%ebp
    7fce97f04f60:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7fce97f04f65:	4c 8b 14 24          	mov    (%rsp),%r10
    7fce97f04f69:	4c 89 94 24 a0 00 00 	mov    %r10,0xa0(%rsp)
    7fce97f04f70:	00 
    7fce97f04f71:	4c 8b 54 24 10       	mov    0x10(%rsp),%r10
    7fce97f04f76:	4c 89 54 24 08       	mov    %r10,0x8(%rsp)
    7fce97f04f7b:	89 5c 24 10          	mov    %ebx,0x10(%rsp)
    7fce97f04f7f:	44 89 6c 24 14       	mov    %r13d,0x14(%rsp)
    7fce97f04f84:	48 89 44 24 f8       	mov    %rax,-0x8(%rsp)
    7fce97f04f89:	8b 44 24 44          	mov    0x44(%rsp),%eax
    7fce97f04f8d:	89 44 24 18          	mov    %eax,0x18(%rsp)
    7fce97f04f91:	48 8b 44 24 f8       	mov    -0x8(%rsp),%rax
    7fce97f04f96:	c5 fb 11 44 24 30    	vmovsd %xmm0,0x30(%rsp)
    7fce97f04f9c:	44 89 4c 24 24       	mov    %r9d,0x24(%rsp)
    7fce97f04fa1:	44 89 5c 24 38       	mov    %r11d,0x38(%rsp)
    7fce97f04fa6:	89 44 24 3c          	mov    %eax,0x3c(%rsp)
    7fce97f04faa:	89 4c 24 40          	mov    %ecx,0x40(%rsp)
    7fce97f04fae:	89 7c 24 44          	mov    %edi,0x44(%rsp)
    7fce97f04fb2:	66 90                	xchg   %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7fce97f04fb4:	c5 f8 77             	vzeroupper
    7fce97f04fb7:	e8 a4 0d b6 ff       	call   0x7fce97a65d60
    ;   {post_call_nop}
    7fce97f04fbc:	0f 1f 84 00 34 17 00 	nopl   0x17001734(%rax,%rax,1)
    7fce97f04fc3:	17 
    7fce97f04fc4:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7fce97f04fc9:	48 8b e8             	mov    %rax,%rbp
    ;   {runtime_call UncommonTrapBlob}
    7fce97f04fcc:	c5 f8 77             	vzeroupper
    7fce97f04fcf:	e8 8c 0d b6 ff       	call   0x7fce97a65d60
    ;   {post_call_nop}
    7fce97f04fd4:	0f 1f 84 00 4c 17 00 	nopl   0x1800174c(%rax,%rax,1)
    7fce97f04fdb:	18 
    7fce97f04fdc:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7fce97f04fe1:	49 8b ed             	mov    %r13,%rbp
    ;   {runtime_call UncommonTrapBlob}
    7fce97f04fe4:	c5 f8 77             	vzeroupper
    7fce97f04fe7:	e8 74 0d b6 ff       	call   0x7fce97a65d60
    ;   {post_call_nop}
    7fce97f04fec:	0f 1f 84 00 64 17 00 	nopl   0x19001764(%rax,%rax,1)
    7fce97f04ff3:	19 
    7fce97f04ff4:	be 6e ff ff ff       	mov    $0xffffff6e,%esi
    7fce97f04ff9:	48 8b 2c 24          	mov    (%rsp),%rbp
    7fce97f04ffd:	4c 8b 9c 24 a8 00 00 	mov    0xa8(%rsp),%r11
    7fce97f05004:	00 
    7fce97f05005:	4c 89 9c 24 a0 00 00 	mov    %r11,0xa0(%rsp)
    7fce97f0500c:	00 
    7fce97f0500d:	4c 8b 5c 24 10       	mov    0x10(%rsp),%r11
    7fce97f05012:	4c 89 1c 24          	mov    %r11,(%rsp)
    7fce97f05016:	89 5c 24 08          	mov    %ebx,0x8(%rsp)
    7fce97f0501a:	4c 89 54 24 10       	mov    %r10,0x10(%rsp)
    7fce97f0501f:	89 44 24 18          	mov    %eax,0x18(%rsp)
    7fce97f05023:	90                   	nop
    ;   {runtime_call UncommonTrapBlob}
    7fce97f05024:	c5 f8 77             	vzeroupper
    7fce97f05027:	e8 34 0d b6 ff       	call   0x7fce97a65d60
    ;   {post_call_nop}
    7fce97f0502c:	0f 1f 84 00 a4 17 00 	nopl   0x1a0017a4(%rax,%rax,1)
    7fce97f05033:	1a 
    7fce97f05034:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7fce97f05039:	48 8b 2c 24          	mov    (%rsp),%rbp
    7fce97f0503d:	4c 8b 84 24 a8 00 00 	mov    0xa8(%rsp),%r8
    7fce97f05044:	00 
    7fce97f05045:	4c 89 84 24 a0 00 00 	mov    %r8,0xa0(%rsp)
    7fce97f0504c:	00 
    7fce97f0504d:	4c 8b 44 24 10       	mov    0x10(%rsp),%r8
    7fce97f05052:	4c 89 04 24          	mov    %r8,(%rsp)
    7fce97f05056:	4c 89 54 24 18       	mov    %r10,0x18(%rsp)
    7fce97f0505b:	44 89 5c 24 20       	mov    %r11d,0x20(%rsp)
    7fce97f05060:	44 89 74 24 24       	mov    %r14d,0x24(%rsp)
    7fce97f05065:	4c 89 6c 24 30       	mov    %r13,0x30(%rsp)
    7fce97f0506a:	66 90                	xchg   %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7fce97f0506c:	c5 f8 77             	vzeroupper
    7fce97f0506f:	e8 ec 0c b6 ff       	call   0x7fce97a65d60
    ;   {post_call_nop}
    7fce97f05074:	0f 1f 84 00 ec 17 00 	nopl   0x1b0017ec(%rax,%rax,1)
    7fce97f0507b:	1b 
    7fce97f0507c:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7fce97f05081:	48 8b 2c 24          	mov    (%rsp),%rbp
    7fce97f05085:	4c 8b 84 24 a8 00 00 	mov    0xa8(%rsp),%r8
    7fce97f0508c:	00 
    7fce97f0508d:	4c 89 84 24 a0 00 00 	mov    %r8,0xa0(%rsp)
    7fce97f05094:	00 
    7fce97f05095:	4c 8b 44 24 10       	mov    0x10(%rsp),%r8
    7fce97f0509a:	4c 89 04 24          	mov    %r8,(%rsp)
    7fce97f0509e:	4c 89 54 24 10       	mov    %r10,0x10(%rsp)
    7fce97f050a3:	44 89 5c 24 0c       	mov    %r11d,0xc(%rsp)
    7fce97f050a8:	44 89 74 24 18       	mov    %r14d,0x18(%rsp)
    7fce97f050ad:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7fce97f050b0:	c5 f8 77             	vzeroupper
    7fce97f050b3:	e8 a8 0c b6 ff       	call   0x7fce97a65d60
    ;   {post_call_nop}
    7fce97f050b8:	0f 1f 84 00 30 18 00 	nopl   0x1c001830(%rax,%rax,1)
    7fce97f050bf:	1c 
    7fce97f050c0:	49 83 c0 fe          	add    $0xfffffffffffffffe,%r8
    7fce97f050c4:	49 8b c8             	mov    %r8,%rcx
    7fce97f050c7:	49 8b fa             	mov    %r10,%rdi
    7fce97f050ca:	48 33 c0             	xor    %rax,%rax
    7fce97f050cd:	48 83 f9 08          	cmp    $0x8,%rcx
    7fce97f050d1:	7f 10                	jg     0x7fce97f050e3
    7fce97f050d3:	48 ff c9             	dec    %rcx
    7fce97f050d6:	78 6d                	js     0x7fce97f05145
    7fce97f050d8:	48 89 04 cf          	mov    %rax,(%rdi,%rcx,8)
    7fce97f050dc:	48 ff c9             	dec    %rcx
    7fce97f050df:	7d f7                	jge    0x7fce97f050d8
    7fce97f050e1:	eb 62                	jmp    0x7fce97f05145
    7fce97f050e3:	62 f1 7d 48 ef c0    	vpxord %zmm0,%zmm0,%zmm0
    7fce97f050e9:	e9 0a 00 00 00       	jmp    0x7fce97f050f8
    7fce97f050ee:	62 f1 fe 48 7f 07    	vmovdqu64 %zmm0,(%rdi)
    7fce97f050f4:	48 83 c7 40          	add    $0x40,%rdi
    7fce97f050f8:	48 83 e9 08          	sub    $0x8,%rcx
    7fce97f050fc:	7d f0                	jge    0x7fce97f050ee
    7fce97f050fe:	48 83 c1 08          	add    $0x8,%rcx
    7fce97f05102:	74 41                	je     0x7fce97f05145
    7fce97f05104:	48 c7 c0 ff ff ff ff 	mov    $0xffffffffffffffff,%rax
    7fce97f0510b:	c4 e2 f0 f5 c0       	bzhi   %rcx,%rax,%rax
    7fce97f05110:	c4 e1 fb 92 f8       	kmovq  %rax,%k7
    7fce97f05115:	62 f1 fe 4f 7f 07    	vmovdqu64 %zmm0,(%rdi){%k7}
    7fce97f0511b:	e9 25 00 00 00       	jmp    0x7fce97f05145
    7fce97f05120:	48 83 c7 20          	add    $0x20,%rdi
    7fce97f05124:	48 83 e9 04          	sub    $0x4,%rcx
    7fce97f05128:	48 83 c1 04          	add    $0x4,%rcx
    7fce97f0512c:	7e 17                	jle    0x7fce97f05145
    7fce97f0512e:	48 c7 c0 ff ff ff ff 	mov    $0xffffffffffffffff,%rax
    7fce97f05135:	c4 e2 f0 f5 c0       	bzhi   %rcx,%rax,%rax
    7fce97f0513a:	c4 e1 fb 92 f8       	kmovq  %rax,%k7
    7fce97f0513f:	62 f1 fe 2f 7f 07    	vmovdqu64 %ymm0,(%rdi){%k7}
    7fce97f05145:	e9 fa ec ff ff       	jmp    0x7fce97f03e44
    7fce97f0514a:	be cc ff ff ff       	mov    $0xffffffcc,%esi
    7fce97f0514f:	48 8b 2c 24          	mov    (%rsp),%rbp
    7fce97f05153:	4c 8b 84 24 a8 00 00 	mov    0xa8(%rsp),%r8
    7fce97f0515a:	00 
    7fce97f0515b:	4c 89 84 24 a0 00 00 	mov    %r8,0xa0(%rsp)
    7fce97f05162:	00 
    7fce97f05163:	4c 8b 44 24 10       	mov    0x10(%rsp),%r8
    7fce97f05168:	4c 89 04 24          	mov    %r8,(%rsp)
    7fce97f0516c:	44 89 74 24 14       	mov    %r14d,0x14(%rsp)
    7fce97f05171:	4c 89 54 24 18       	mov    %r10,0x18(%rsp)
    7fce97f05176:	44 89 5c 24 20       	mov    %r11d,0x20(%rsp)
    7fce97f0517b:	44 89 74 24 24       	mov    %r14d,0x24(%rsp)
    7fce97f05180:	4c 89 6c 24 30       	mov    %r13,0x30(%rsp)
    7fce97f05185:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7fce97f05188:	c5 f8 77             	vzeroupper
    7fce97f0518b:	e8 d0 0b b6 ff       	call   0x7fce97a65d60
    ;   {post_call_nop}
    7fce97f05190:	0f 1f 84 00 08 19 00 	nopl   0x1d001908(%rax,%rax,1)
    7fce97f05197:	1d 
    7fce97f05198:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7fce97f0519d:	48 8b 2c 24          	mov    (%rsp),%rbp
    7fce97f051a1:	4c 8b 84 24 a8 00 00 	mov    0xa8(%rsp),%r8
    7fce97f051a8:	00 
    7fce97f051a9:	4c 89 84 24 a0 00 00 	mov    %r8,0xa0(%rsp)
    7fce97f051b0:	00 
    7fce97f051b1:	4c 8b 44 24 10       	mov    0x10(%rsp),%r8
    7fce97f051b6:	4c 89 04 24          	mov    %r8,(%rsp)
    7fce97f051ba:	44 89 74 24 0c       	mov    %r14d,0xc(%rsp)
    7fce97f051bf:	4c 89 54 24 10       	mov    %r10,0x10(%rsp)
    7fce97f051c4:	44 89 5c 24 18       	mov    %r11d,0x18(%rsp)
    7fce97f051c9:	44 89 74 24 1c       	mov    %r14d,0x1c(%rsp)
    7fce97f051ce:	4c 89 6c 24 28       	mov    %r13,0x28(%rsp)
    7fce97f051d3:	90                   	nop
    ;   {runtime_call UncommonTrapBlob}
    7fce97f051d4:	c5 f8 77             	vzeroupper
    7fce97f051d7:	e8 84 0b b6 ff       	call   0x7fce97a65d60
    ;   {post_call_nop}
    7fce97f051dc:	0f 1f 84 00 54 19 00 	nopl   0x1e001954(%rax,%rax,1)
    7fce97f051e3:	1e 
    7fce97f051e4:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7fce97f051e9:	49 8b ed             	mov    %r13,%rbp
    7fce97f051ec:	44 89 9c 24 a0 00 00 	mov    %r11d,0xa0(%rsp)
    7fce97f051f3:	00 
    7fce97f051f4:	89 8c 24 a4 00 00 00 	mov    %ecx,0xa4(%rsp)
    7fce97f051fb:	90                   	nop
    ;   {runtime_call UncommonTrapBlob}
    7fce97f051fc:	c5 f8 77             	vzeroupper
    7fce97f051ff:	e8 5c 0b b6 ff       	call   0x7fce97a65d60
    ;   {post_call_nop}
    7fce97f05204:	0f 1f 84 00 7c 19 00 	nopl   0x1f00197c(%rax,%rax,1)
    7fce97f0520b:	1f 
    7fce97f0520c:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7fce97f05211:	49 8b ed             	mov    %r13,%rbp
    7fce97f05214:	44 89 9c 24 a0 00 00 	mov    %r11d,0xa0(%rsp)
    7fce97f0521b:	00 
    7fce97f0521c:	89 8c 24 a4 00 00 00 	mov    %ecx,0xa4(%rsp)
    7fce97f05223:	90                   	nop
    ;   {runtime_call UncommonTrapBlob}
    7fce97f05224:	c5 f8 77             	vzeroupper
    7fce97f05227:	e8 34 0b b6 ff       	call   0x7fce97a65d60
    ;   {post_call_nop}
    7fce97f0522c:	0f 1f 84 00 a4 19 00 	nopl   0x200019a4(%rax,%rax,1)
    7fce97f05233:	20 
    7fce97f05234:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7fce97f05239:	49 8b ed             	mov    %r13,%rbp
    ;   {runtime_call UncommonTrapBlob}
    7fce97f0523c:	c5 f8 77             	vzeroupper
    7fce97f0523f:	e8 1c 0b b6 ff       	call   0x7fce97a65d60
    ;   {post_call_nop}
    7fce97f05244:	0f 1f 84 00 bc 19 00 	nopl   0x210019bc(%rax,%rax,1)
    7fce97f0524b:	21 
    7fce97f0524c:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7fce97f05251:	8b eb                	mov    %ebx,%ebp
    7fce97f05253:	44 89 8c 24 a0 00 00 	mov    %r9d,0xa0(%rsp)
    7fce97f0525a:	00 
    7fce97f0525b:	44 89 84 24 a4 00 00 	mov    %r8d,0xa4(%rsp)
    7fce97f05262:	00 
    7fce97f05263:	4c 89 ac 24 a8 00 00 	mov    %r13,0xa8(%rsp)
    7fce97f0526a:	00 
    7fce97f0526b:	90                   	nop
    ;   {runtime_call UncommonTrapBlob}
    7fce97f0526c:	c5 f8 77             	vzeroupper
    7fce97f0526f:	e8 ec 0a b6 ff       	call   0x7fce97a65d60
    ;   {post_call_nop}
    7fce97f05274:	0f 1f 84 00 ec 19 00 	nopl   0x220019ec(%rax,%rax,1)
    7fce97f0527b:	22 
    7fce97f0527c:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7fce97f05281:	48 8b 2c 24          	mov    (%rsp),%rbp
    7fce97f05285:	4c 8b 94 24 a8 00 00 	mov    0xa8(%rsp),%r10
    7fce97f0528c:	00 
    7fce97f0528d:	4c 89 94 24 a0 00 00 	mov    %r10,0xa0(%rsp)
    7fce97f05294:	00 
    7fce97f05295:	4c 8b 54 24 10       	mov    0x10(%rsp),%r10
    7fce97f0529a:	48 89 1c 24          	mov    %rbx,(%rsp)
    7fce97f0529e:	4c 89 54 24 08       	mov    %r10,0x8(%rsp)
    7fce97f052a3:	44 89 4c 24 10       	mov    %r9d,0x10(%rsp)
    7fce97f052a8:	44 89 44 24 14       	mov    %r8d,0x14(%rsp)
    7fce97f052ad:	89 54 24 18          	mov    %edx,0x18(%rsp)
    7fce97f052b1:	48 89 44 24 f8       	mov    %rax,-0x8(%rsp)
    7fce97f052b6:	8b 44 24 28          	mov    0x28(%rsp),%eax
    7fce97f052ba:	89 44 24 1c          	mov    %eax,0x1c(%rsp)
    7fce97f052be:	48 8b 44 24 f8       	mov    -0x8(%rsp),%rax
    7fce97f052c3:	4c 89 6c 24 28       	mov    %r13,0x28(%rsp)
    7fce97f052c8:	44 89 5c 24 24       	mov    %r11d,0x24(%rsp)
    7fce97f052cd:	89 4c 24 30          	mov    %ecx,0x30(%rsp)
    7fce97f052d1:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7fce97f052d4:	c5 f8 77             	vzeroupper
    7fce97f052d7:	e8 84 0a b6 ff       	call   0x7fce97a65d60
    ;   {post_call_nop}
    7fce97f052dc:	0f 1f 84 00 54 1a 00 	nopl   0x23001a54(%rax,%rax,1)
    7fce97f052e3:	23 
    7fce97f052e4:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7fce97f052e9:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7fce97f052ec:	c5 f8 77             	vzeroupper
    7fce97f052ef:	e8 6c 0a b6 ff       	call   0x7fce97a65d60
    ;   {post_call_nop}
    7fce97f052f4:	0f 1f 84 00 6c 1a 00 	nopl   0x24001a6c(%rax,%rax,1)
    7fce97f052fb:	24 
    7fce97f052fc:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7fce97f05301:	49 8b ed             	mov    %r13,%rbp
    7fce97f05304:	44 89 94 24 a0 00 00 	mov    %r10d,0xa0(%rsp)
    7fce97f0530b:	00 
    7fce97f0530c:	44 89 9c 24 a4 00 00 	mov    %r11d,0xa4(%rsp)
    7fce97f05313:	00 
    ;   {runtime_call UncommonTrapBlob}
    7fce97f05314:	c5 f8 77             	vzeroupper
    7fce97f05317:	e8 44 0a b6 ff       	call   0x7fce97a65d60
    ;   {post_call_nop}
    7fce97f0531c:	0f 1f 84 00 94 1a 00 	nopl   0x25001a94(%rax,%rax,1)
    7fce97f05323:	25 
    7fce97f05324:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7fce97f05329:	c4 e1 f9 7e c5       	vmovq  %xmm0,%rbp
    7fce97f0532e:	44 89 8c 24 a0 00 00 	mov    %r9d,0xa0(%rsp)
    7fce97f05335:	00 
    7fce97f05336:	44 89 9c 24 a4 00 00 	mov    %r11d,0xa4(%rsp)
    7fce97f0533d:	00 
    7fce97f0533e:	66 90                	xchg   %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7fce97f05340:	c5 f8 77             	vzeroupper
    7fce97f05343:	e8 18 0a b6 ff       	call   0x7fce97a65d60
    ;   {post_call_nop}
    7fce97f05348:	0f 1f 84 00 c0 1a 00 	nopl   0x26001ac0(%rax,%rax,1)
    7fce97f0534f:	26 
    7fce97f05350:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7fce97f05355:	c4 e1 f9 7e c5       	vmovq  %xmm0,%rbp
    7fce97f0535a:	44 89 8c 24 a0 00 00 	mov    %r9d,0xa0(%rsp)
    7fce97f05361:	00 
    7fce97f05362:	44 89 9c 24 a4 00 00 	mov    %r11d,0xa4(%rsp)
    7fce97f05369:	00 
    7fce97f0536a:	66 90                	xchg   %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7fce97f0536c:	c5 f8 77             	vzeroupper
    7fce97f0536f:	e8 ec 09 b6 ff       	call   0x7fce97a65d60
    ;   {post_call_nop}
    7fce97f05374:	0f 1f 84 00 ec 1a 00 	nopl   0x27001aec(%rax,%rax,1)
    7fce97f0537b:	27 
    7fce97f0537c:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7fce97f05381:	44 89 9c 24 a4 00 00 	mov    %r11d,0xa4(%rsp)
    7fce97f05388:	00 
    7fce97f05389:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7fce97f0538c:	c5 f8 77             	vzeroupper
    7fce97f0538f:	e8 cc 09 b6 ff       	call   0x7fce97a65d60
    ;   {post_call_nop}
    7fce97f05394:	0f 1f 84 00 0c 1b 00 	nopl   0x28001b0c(%rax,%rax,1)
    7fce97f0539b:	28 
    7fce97f0539c:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7fce97f053a1:	44 89 9c 24 ac 00 00 	mov    %r11d,0xac(%rsp)
    7fce97f053a8:	00 
    7fce97f053a9:	44 89 8c 24 b0 00 00 	mov    %r9d,0xb0(%rsp)
    7fce97f053b0:	00 
    7fce97f053b1:	89 94 24 b4 00 00 00 	mov    %edx,0xb4(%rsp)
    ;   {runtime_call UncommonTrapBlob}
    7fce97f053b8:	c5 f8 77             	vzeroupper
    7fce97f053bb:	e8 a0 09 b6 ff       	call   0x7fce97a65d60
    ;   {post_call_nop}
    7fce97f053c0:	0f 1f 84 00 38 1b 00 	nopl   0x29001b38(%rax,%rax,1)
    7fce97f053c7:	29 
    7fce97f053c8:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7fce97f053cd:	48 8b 2c 24          	mov    (%rsp),%rbp
    7fce97f053d1:	4c 8b 84 24 a8 00 00 	mov    0xa8(%rsp),%r8
    7fce97f053d8:	00 
    7fce97f053d9:	4c 89 84 24 a0 00 00 	mov    %r8,0xa0(%rsp)
    7fce97f053e0:	00 
    7fce97f053e1:	4c 8b 44 24 10       	mov    0x10(%rsp),%r8
    7fce97f053e6:	4c 89 04 24          	mov    %r8,(%rsp)
    7fce97f053ea:	89 5c 24 08          	mov    %ebx,0x8(%rsp)
    7fce97f053ee:	44 89 6c 24 0c       	mov    %r13d,0xc(%rsp)
    7fce97f053f3:	44 89 54 24 14       	mov    %r10d,0x14(%rsp)
    7fce97f053f8:	c5 fb 11 44 24 18    	vmovsd %xmm0,0x18(%rsp)
    7fce97f053fe:	44 89 4c 24 20       	mov    %r9d,0x20(%rsp)
    7fce97f05403:	44 89 5c 24 24       	mov    %r11d,0x24(%rsp)
    7fce97f05408:	89 44 24 28          	mov    %eax,0x28(%rsp)
    ;   {runtime_call UncommonTrapBlob}
    7fce97f0540c:	c5 f8 77             	vzeroupper
    7fce97f0540f:	e8 4c 09 b6 ff       	call   0x7fce97a65d60
    ;   {post_call_nop}
    7fce97f05414:	0f 1f 84 00 8c 1b 00 	nopl   0x2a001b8c(%rax,%rax,1)
    7fce97f0541b:	2a 
    7fce97f0541c:	be 8f ff ff ff       	mov    $0xffffff8f,%esi
    7fce97f05421:	48 8b 2c 24          	mov    (%rsp),%rbp
    7fce97f05425:	4c 8b 94 24 a8 00 00 	mov    0xa8(%rsp),%r10
    7fce97f0542c:	00 
    7fce97f0542d:	4c 89 94 24 a0 00 00 	mov    %r10,0xa0(%rsp)
    7fce97f05434:	00 
    7fce97f05435:	4c 8b 54 24 08       	mov    0x8(%rsp),%r10
    7fce97f0543a:	4c 89 14 24          	mov    %r10,(%rsp)
    7fce97f0543e:	4c 8b 54 24 10       	mov    0x10(%rsp),%r10
    7fce97f05443:	4c 89 54 24 08       	mov    %r10,0x8(%rsp)
    ;   {runtime_call UncommonTrapBlob}
    7fce97f05448:	c5 f8 77             	vzeroupper
    7fce97f0544b:	e8 10 09 b6 ff       	call   0x7fce97a65d60
    ;   {post_call_nop}
    7fce97f05450:	0f 1f 84 00 c8 1b 00 	nopl   0x2b001bc8(%rax,%rax,1)
    7fce97f05457:	2b 
    7fce97f05458:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7fce97f0545d:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7fce97f05460:	c5 f8 77             	vzeroupper
    7fce97f05463:	e8 f8 08 b6 ff       	call   0x7fce97a65d60
    ;   {post_call_nop}
    7fce97f05468:	0f 1f 84 00 e0 1b 00 	nopl   0x2c001be0(%rax,%rax,1)
    7fce97f0546f:	2c 
    7fce97f05470:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7fce97f05475:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7fce97f05478:	c5 f8 77             	vzeroupper
    7fce97f0547b:	e8 e0 08 b6 ff       	call   0x7fce97a65d60
    ;   {post_call_nop}
    7fce97f05480:	0f 1f 84 00 f8 1b 00 	nopl   0x2d001bf8(%rax,%rax,1)
    7fce97f05487:	2d 
    7fce97f05488:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7fce97f0548d:	49 8b ea             	mov    %r10,%rbp
    7fce97f05490:	44 89 9c 24 a0 00 00 	mov    %r11d,0xa0(%rsp)
    7fce97f05497:	00 
    7fce97f05498:	44 89 b4 24 a4 00 00 	mov    %r14d,0xa4(%rsp)
    7fce97f0549f:	00 
    ;   {runtime_call UncommonTrapBlob}
    7fce97f054a0:	c5 f8 77             	vzeroupper
    7fce97f054a3:	e8 b8 08 b6 ff       	call   0x7fce97a65d60
    ;   {post_call_nop}
    7fce97f054a8:	0f 1f 84 00 20 1c 00 	nopl   0x2e001c20(%rax,%rax,1)
    7fce97f054af:	2e 
    7fce97f054b0:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7fce97f054b5:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7fce97f054b8:	c5 f8 77             	vzeroupper
    7fce97f054bb:	e8 a0 08 b6 ff       	call   0x7fce97a65d60
    ;   {post_call_nop}
    7fce97f054c0:	0f 1f 84 00 38 1c 00 	nopl   0x2f001c38(%rax,%rax,1)
    7fce97f054c7:	2f 
    7fce97f054c8:	be 8f ff ff ff       	mov    $0xffffff8f,%esi
    7fce97f054cd:	48 8b 2c 24          	mov    (%rsp),%rbp
    7fce97f054d1:	4c 8b 54 24 10       	mov    0x10(%rsp),%r10
    7fce97f054d6:	4c 89 14 24          	mov    %r10,(%rsp)
    7fce97f054da:	4c 8b 54 24 18       	mov    0x18(%rsp),%r10
    7fce97f054df:	4c 89 54 24 10       	mov    %r10,0x10(%rsp)
    7fce97f054e4:	44 8b 5c 24 24       	mov    0x24(%rsp),%r11d
    7fce97f054e9:	44 89 5c 24 18       	mov    %r11d,0x18(%rsp)
    7fce97f054ee:	44 8b 54 24 20       	mov    0x20(%rsp),%r10d
    7fce97f054f3:	44 89 54 24 1c       	mov    %r10d,0x1c(%rsp)
    ;   {runtime_call UncommonTrapBlob}
    7fce97f054f8:	c5 f8 77             	vzeroupper
    7fce97f054fb:	e8 60 08 b6 ff       	call   0x7fce97a65d60
    ;   {post_call_nop}
    7fce97f05500:	0f 1f 84 00 78 1c 00 	nopl   0x30001c78(%rax,%rax,1)
    7fce97f05507:	30 
    7fce97f05508:	eb 0a                	jmp    0x7fce97f05514
    7fce97f0550a:	eb 08                	jmp    0x7fce97f05514
    7fce97f0550c:	eb 06                	jmp    0x7fce97f05514
    7fce97f0550e:	eb 09                	jmp    0x7fce97f05519
    7fce97f05510:	eb 07                	jmp    0x7fce97f05519
    7fce97f05512:	eb 05                	jmp    0x7fce97f05519
    7fce97f05514:	48 8b f0             	mov    %rax,%rsi
    7fce97f05517:	eb 03                	jmp    0x7fce97f0551c
    7fce97f05519:	48 8b f0             	mov    %rax,%rsi
    7fce97f0551c:	c5 f8 77             	vzeroupper
    7fce97f0551f:	48 81 c4 90 00 00 00 	add    $0x90,%rsp
    7fce97f05526:	5d                   	pop    %rbp
    7fce97f05527:	e9 b4 ad b6 ff       	jmp    0x7fce97a702e0
    7fce97f0552c:	45 8b 1a             	mov    (%r10),%r11d
    7fce97f0552f:	49 83 fb 00          	cmp    $0x0,%r11
    7fce97f05533:	0f 84 a9 e9 ff ff    	je     0x7fce97f03ee2
    7fce97f05539:	4d 8b 47 38          	mov    0x38(%r15),%r8
    7fce97f0553d:	4d 85 c0             	test   %r8,%r8
    7fce97f05540:	0f 84 14 00 00 00    	je     0x7fce97f0555a
    7fce97f05546:	49 83 e8 08          	sub    $0x8,%r8
    7fce97f0554a:	4d 89 47 38          	mov    %r8,0x38(%r15)
    7fce97f0554e:	4d 03 47 40          	add    0x40(%r15),%r8
    7fce97f05552:	4d 89 18             	mov    %r11,(%r8)
    7fce97f05555:	e9 88 e9 ff ff       	jmp    0x7fce97f03ee2
    7fce97f0555a:	48 83 ec 10          	sub    $0x10,%rsp
    7fce97f0555e:	4c 89 54 24 08       	mov    %r10,0x8(%rsp)
    7fce97f05563:	49 8b fb             	mov    %r11,%rdi
    7fce97f05566:	49 8b f7             	mov    %r15,%rsi
    7fce97f05569:	e8 c2 5b 7a 16       	call   0x7fceae6ab130
    7fce97f0556e:	4c 8b 54 24 08       	mov    0x8(%rsp),%r10
    7fce97f05573:	c5 f8 77             	vzeroupper
    7fce97f05576:	48 83 c4 10          	add    $0x10,%rsp
    7fce97f0557a:	e9 63 e9 ff ff       	jmp    0x7fce97f03ee2
    7fce97f0557f:	f0 83 44 24 c0 00    	lock addl $0x0,-0x40(%rsp)
    7fce97f05585:	41 80 38 00          	cmpb   $0x0,(%r8)
    7fce97f05589:	0f 84 87 e9 ff ff    	je     0x7fce97f03f16
    7fce97f0558f:	41 c6 00 00          	movb   $0x0,(%r8)
    7fce97f05593:	4d 8b 5f 50          	mov    0x50(%r15),%r11
    7fce97f05597:	4d 85 db             	test   %r11,%r11
    7fce97f0559a:	0f 84 14 00 00 00    	je     0x7fce97f055b4
    7fce97f055a0:	49 83 eb 08          	sub    $0x8,%r11
    7fce97f055a4:	4d 89 5f 50          	mov    %r11,0x50(%r15)
    7fce97f055a8:	4d 03 5f 58          	add    0x58(%r15),%r11
    7fce97f055ac:	4d 89 03             	mov    %r8,(%r11)
    7fce97f055af:	e9 62 e9 ff ff       	jmp    0x7fce97f03f16
    7fce97f055b4:	49 8b f8             	mov    %r8,%rdi
    7fce97f055b7:	49 8b f7             	mov    %r15,%rsi
    7fce97f055ba:	e8 91 5b 7a 16       	call   0x7fceae6ab150
    7fce97f055bf:	c5 f8 77             	vzeroupper
    7fce97f055c2:	e9 4f e9 ff ff       	jmp    0x7fce97f03f16
    7fce97f055c7:	45 8b 1a             	mov    (%r10),%r11d
    7fce97f055ca:	49 83 fb 00          	cmp    $0x0,%r11
    7fce97f055ce:	0f 84 9b eb ff ff    	je     0x7fce97f0416f
    7fce97f055d4:	49 8b 4f 38          	mov    0x38(%r15),%rcx
    7fce97f055d8:	48 85 c9             	test   %rcx,%rcx
    7fce97f055db:	0f 84 14 00 00 00    	je     0x7fce97f055f5
    7fce97f055e1:	48 83 e9 08          	sub    $0x8,%rcx
    7fce97f055e5:	49 89 4f 38          	mov    %rcx,0x38(%r15)
    7fce97f055e9:	49 03 4f 40          	add    0x40(%r15),%rcx
    7fce97f055ed:	4c 89 19             	mov    %r11,(%rcx)
    7fce97f055f0:	e9 7a eb ff ff       	jmp    0x7fce97f0416f
    7fce97f055f5:	48 83 ec 20          	sub    $0x20,%rsp
    7fce97f055f9:	4c 89 54 24 18       	mov    %r10,0x18(%rsp)
    7fce97f055fe:	4c 89 44 24 10       	mov    %r8,0x10(%rsp)
    7fce97f05603:	4c 89 4c 24 08       	mov    %r9,0x8(%rsp)
    7fce97f05608:	49 8b fb             	mov    %r11,%rdi
    7fce97f0560b:	49 8b f7             	mov    %r15,%rsi
    7fce97f0560e:	e8 1d 5b 7a 16       	call   0x7fceae6ab130
    7fce97f05613:	4c 8b 4c 24 08       	mov    0x8(%rsp),%r9
    7fce97f05618:	4c 8b 44 24 10       	mov    0x10(%rsp),%r8
    7fce97f0561d:	4c 8b 54 24 18       	mov    0x18(%rsp),%r10
    7fce97f05622:	c5 f8 77             	vzeroupper
    7fce97f05625:	48 83 c4 20          	add    $0x20,%rsp
    7fce97f05629:	e9 41 eb ff ff       	jmp    0x7fce97f0416f
    7fce97f0562e:	f0 83 44 24 c0 00    	lock addl $0x0,-0x40(%rsp)
    7fce97f05634:	80 39 00             	cmpb   $0x0,(%rcx)
    7fce97f05637:	0f 84 65 eb ff ff    	je     0x7fce97f041a2
    7fce97f0563d:	c6 01 00             	movb   $0x0,(%rcx)
    7fce97f05640:	4d 8b 5f 50          	mov    0x50(%r15),%r11
    7fce97f05644:	4d 85 db             	test   %r11,%r11
    7fce97f05647:	0f 84 14 00 00 00    	je     0x7fce97f05661
    7fce97f0564d:	49 83 eb 08          	sub    $0x8,%r11
    7fce97f05651:	4d 89 5f 50          	mov    %r11,0x50(%r15)
    7fce97f05655:	4d 03 5f 58          	add    0x58(%r15),%r11
    7fce97f05659:	49 89 0b             	mov    %rcx,(%r11)
    7fce97f0565c:	e9 41 eb ff ff       	jmp    0x7fce97f041a2
    7fce97f05661:	48 83 ec 10          	sub    $0x10,%rsp
    7fce97f05665:	4c 89 44 24 08       	mov    %r8,0x8(%rsp)
    7fce97f0566a:	48 8b f9             	mov    %rcx,%rdi
    7fce97f0566d:	49 8b f7             	mov    %r15,%rsi
    ;   {runtime_call G1BarrierSetRuntime::write_ref_field_post_entry(unsigned char volatile*, JavaThread*)}
    7fce97f05670:	e8 db 5a 7a 16       	call   0x7fceae6ab150
    7fce97f05675:	4c 8b 44 24 08       	mov    0x8(%rsp),%r8
    7fce97f0567a:	c5 f8 77             	vzeroupper
    7fce97f0567d:	48 83 c4 10          	add    $0x10,%rsp
    7fce97f05681:	e9 1c eb ff ff       	jmp    0x7fce97f041a2
    7fce97f05686:	49 ba 6e 49 f0 97 ce 	movabs $0x7fce97f0496e,%r10
    7fce97f0568d:	7f 00 00 
    7fce97f05690:	4d 89 97 38 05 00 00 	mov    %r10,0x538(%r15)
    7fce97f05697:	e9 c4 44 a8 ff       	jmp    0x7fce97989b60
    ;   {runtime_call Stub::method_entry_barrier}
    7fce97f0569c:	e8 9f 98 a6 ff       	call   0x7fce9796ef40
    7fce97f056a1:	e9 f8 e2 ff ff       	jmp    0x7fce97f0399e
    7fce97f056a6:	f4                   	hlt
    7fce97f056a7:	f4                   	hlt
