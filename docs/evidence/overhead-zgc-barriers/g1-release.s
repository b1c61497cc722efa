# Compiled method (c2) 472  749       4       io.github.poolbench.pool.BucketedStringBuilderPool::release (138 bytes)
    7f28a8908d80:	44 8b 56 08          	mov    0x8(%rsi),%r10d
    7f28a8908d84:	49 c1 e2 03          	shl    $0x3,%r10
    ;   {runtime_call ic_miss_stub}
    7f28a8908d88:	49 3b c2             	cmp    %r10,%rax
    7f28a8908d8b:	0f 85 ef d4 a7 ff    	jne    0x7f28a8386280
    7f28a8908d91:	66 66 90             	data16 xchg %ax,%ax
    7f28a8908d94:	66 0f 1f 44 00 00    	nopw   0x0(%rax,%rax,1)
    7f28a8908d9a:	66 0f 1f 44 00 00    	nopw   0x0(%rax,%rax,1)
    7f28a8908da0:	89 84 24 00 c0 fe ff 	mov    %eax,-0x14000(%rsp)
    7f28a8908da7:	55                   	push   %rbp
    7f28a8908da8:	48 83 ec 70          	sub    $0x70,%rsp
    7f28a8908dac:	41 81 7f 20 01 00 00 	cmpl   $0x1,0x20(%r15)
    7f28a8908db3:	00 
    7f28a8908db4:	0f 85 c8 0a 00 00    	jne    0x7f28a8909882
    7f28a8908dba:	c4 e1 f9 6e ce       	vmovq  %rsi,%xmm1
    7f28a8908dbf:	48 89 54 24 38       	mov    %rdx,0x38(%rsp)
    ; implicit exception: dispatches to 0x00007f28a89097f4
    7f28a8908dc4:	44 8b 52 14          	mov    0x14(%rdx),%r10d
    7f28a8908dc8:	c4 c1 79 6e c2       	vmovd  %r10d,%xmm0
    7f28a8908dcd:	41 8b 52 0c          	mov    0xc(%r10),%edx
    7f28a8908dd1:	4c 8b 54 24 38       	mov    0x38(%rsp),%r10
    7f28a8908dd6:	41 0f be 42 10       	movsbl 0x10(%r10),%eax
    7f28a8908ddb:	c4 62 7a f7 c2       	sarx   %eax,%edx,%r8d
    7f28a8908de0:	45 8d 58 e0          	lea    -0x20(%r8),%r11d
    7f28a8908de4:	41 81 fb e1 0f 00 00 	cmp    $0xfe1,%r11d
    7f28a8908deb:	0f 83 73 07 00 00    	jae    0x7f28a8909564
    7f28a8908df1:	f3 41 0f bd f0       	lzcnt  %r8d,%esi
    7f28a8908df6:	41 ba 1a 00 00 00    	mov    $0x1a,%r10d
    7f28a8908dfc:	44 2b d6             	sub    %esi,%r10d
    7f28a8908dff:	41 83 fa ff          	cmp    $0xffffffff,%r10d
    7f28a8908e03:	0f 84 7b 07 00 00    	je     0x7f28a8909584
    7f28a8908e09:	c4 c1 f9 7e cb       	vmovq  %xmm1,%r11
    7f28a8908e0e:	45 8b 4b 34          	mov    0x34(%r11),%r9d
    7f28a8908e12:	4d 8b 9f 80 03 00 00 	mov    0x380(%r15),%r11
    7f28a8908e19:	4d 8b 1b             	mov    (%r11),%r11
    7f28a8908e1c:	49 8b 4b 18          	mov    0x18(%r11),%rcx
    7f28a8908e20:	8b c9                	mov    %ecx,%ecx
    7f28a8908e22:	8b e9                	mov    %ecx,%ebp
    7f28a8908e24:	c4 e1 f9 7e cb       	vmovq  %xmm1,%rbx
    7f28a8908e29:	23 6b 20             	and    0x20(%rbx),%ebp
    ; implicit exception: dispatches to 0x00007f28a8909790
    7f28a8908e2c:	41 8b 79 0c          	mov    0xc(%r9),%edi
    7f28a8908e30:	3b ef                	cmp    %edi,%ebp
    7f28a8908e32:	0f 83 f2 05 00 00    	jae    0x7f28a890942a
    7f28a8908e38:	41 8b 5c a9 10       	mov    0x10(%r9,%rbp,4),%ebx
    7f28a8908e3d:	8b 6b 0c             	mov    0xc(%rbx),%ebp
    7f28a8908e40:	4c 8b cd             	mov    %rbp,%r9
    7f28a8908e43:	4d 3b cb             	cmp    %r11,%r9
    7f28a8908e46:	0f 85 84 06 00 00    	jne    0x7f28a89094d0
    7f28a8908e4c:	44 8b 4b 10          	mov    0x10(%rbx),%r9d
    7f28a8908e50:	41 bd 3a 00 00 00    	mov    $0x3a,%r13d
    7f28a8908e56:	44 2b ee             	sub    %esi,%r13d
    7f28a8908e59:	41 8b 69 0c          	mov    0xc(%r9),%ebp
    7f28a8908e5d:	44 3b ed             	cmp    %ebp,%r13d
    7f28a8908e60:	0f 83 ee 05 00 00    	jae    0x7f28a8909454
    7f28a8908e66:	48 63 fe             	movslq %esi,%rdi
    7f28a8908e69:	41 be 3a 00 00 00    	mov    $0x3a,%r14d
    7f28a8908e6f:	4c 2b f7             	sub    %rdi,%r14
    7f28a8908e72:	43 8b 6c b1 10       	mov    0x10(%r9,%r14,4),%ebp
    7f28a8908e77:	85 ed                	test   %ebp,%ebp
    7f28a8908e79:	0f 85 75 06 00 00    	jne    0x7f28a89094f4
    7f28a8908e7f:	c4 c1 f9 7e c9       	vmovq  %xmm1,%r9
    7f28a8908e84:	41 23 49 10          	and    0x10(%r9),%ecx
    ;   {no_reloc}
    7f28a8908e88:	41 8b 79 2c          	mov    0x2c(%r9),%edi
    7f28a8908e8c:	44 8b c9             	mov    %ecx,%r9d
    7f28a8908e8f:	41 c1 e1 05          	shl    $0x5,%r9d
    7f28a8908e93:	41 8d 0c c9          	lea    (%r9,%rcx,8),%ecx
    7f28a8908e97:	2b ce                	sub    %esi,%ecx
    7f28a8908e99:	8d 69 3a             	lea    0x3a(%rcx),%ebp
    ; implicit exception: dispatches to 0x00007f28a89097c0
    7f28a8908e9c:	8b 77 0c             	mov    0xc(%rdi),%esi
    7f28a8908e9f:	3b ee                	cmp    %esi,%ebp
    7f28a8908ea1:	0f 83 e1 05 00 00    	jae    0x7f28a8909488
    7f28a8908ea7:	4c 63 c9             	movslq %ecx,%r9
    7f28a8908eaa:	42 8b ac 8f f8 00 00 	mov    0xf8(%rdi,%r9,4),%ebp
    7f28a8908eb1:	00 
    7f28a8908eb2:	85 ed                	test   %ebp,%ebp
    7f28a8908eb4:	0f 85 62 06 00 00    	jne    0x7f28a890951c
    7f28a8908eba:	41 f7 d8             	neg    %r8d
    7f28a8908ebd:	45 85 c0             	test   %r8d,%r8d
    7f28a8908ec0:	0f 8e ef 01 00 00    	jle    0x7f28a89090b5
    7f28a8908ec6:	44 8b c2             	mov    %edx,%r8d
    7f28a8908ec9:	41 f7 d8             	neg    %r8d
    7f28a8908ecc:	41 bb 02 00 00 00    	mov    $0x2,%r11d
    7f28a8908ed2:	c4 c2 79 f7 eb       	shlx   %eax,%r11d,%ebp
    7f28a8908ed7:	03 ea                	add    %edx,%ebp
    7f28a8908ed9:	41 3b e8             	cmp    %r8d,%ebp
    7f28a8908edc:	41 0f 4c e8          	cmovl  %r8d,%ebp
    7f28a8908ee0:	03 ea                	add    %edx,%ebp
    7f28a8908ee2:	44 8d 5d ff          	lea    -0x1(%rbp),%r11d
    7f28a8908ee6:	41 81 fb f7 ff ff 7f 	cmp    $0x7ffffff7,%r11d
    7f28a8908eed:	0f 83 bf 07 00 00    	jae    0x7f28a89096b2
    7f28a8908ef3:	81 fd ff ff ff 7f    	cmp    $0x7fffffff,%ebp
    7f28a8908ef9:	0f 84 f1 07 00 00    	je     0x7f28a89096f0
    7f28a8908eff:	c4 62 7a f7 dd       	sarx   %eax,%ebp,%r11d
    7f28a8908f04:	c4 42 79 f7 db       	shlx   %eax,%r11d,%r11d
    7f28a8908f09:	48 8b fb             	mov    %rbx,%rdi
    7f28a8908f0c:	c4 c1 79 7e c1       	vmovd  %xmm0,%r9d
    7f28a8908f11:	49 8b e9             	mov    %r9,%rbp
    7f28a8908f14:	49 8d 49 10          	lea    0x10(%r9),%rcx
    7f28a8908f18:	44 3b da             	cmp    %edx,%r11d
    7f28a8908f1b:	0f 84 8b 03 00 00    	je     0x7f28a89092ac
    7f28a8908f21:	41 81 fb 00 00 10 00 	cmp    $0x100000,%r11d
    7f28a8908f28:	0f 87 96 06 00 00    	ja     0x7f28a89095c4
    7f28a8908f2e:	4d 63 c3             	movslq %r11d,%r8
    7f28a8908f31:	41 3b d3             	cmp    %r11d,%edx
    7f28a8908f34:	44 8b ca             	mov    %edx,%r9d
    7f28a8908f37:	45 0f 4f cb          	cmovg  %r11d,%r9d
    7f28a8908f3b:	44 89 4c 24 50       	mov    %r9d,0x50(%rsp)
    7f28a8908f40:	41 3b d1             	cmp    %r9d,%edx
    7f28a8908f43:	0f 82 f6 06 00 00    	jb     0x7f28a890963f
    7f28a8908f49:	45 3b d9             	cmp    %r9d,%r11d
    7f28a8908f4c:	0f 82 ed 06 00 00    	jb     0x7f28a890963f
    7f28a8908f52:	49 83 c0 17          	add    $0x17,%r8
    7f28a8908f56:	4d 8b c8             	mov    %r8,%r9
    7f28a8908f59:	49 83 e1 f8          	and    $0xfffffffffffffff8,%r9
    7f28a8908f5d:	41 81 fb 00 00 10 00 	cmp    $0x100000,%r11d
    7f28a8908f64:	0f 87 29 04 00 00    	ja     0x7f28a8909393
    7f28a8908f6a:	48 8b d5             	mov    %rbp,%rdx
    7f28a8908f6d:	49 8b af b8 01 00 00 	mov    0x1b8(%r15),%rbp
    7f28a8908f74:	48 8b f5             	mov    %rbp,%rsi
    7f28a8908f77:	49 03 f1             	add    %r9,%rsi
    7f28a8908f7a:	49 3b b7 c8 01 00 00 	cmp    0x1c8(%r15),%rsi
    7f28a8908f81:	0f 83 09 04 00 00    	jae    0x7f28a8909390
    7f28a8908f87:	49 89 b7 b8 01 00 00 	mov    %rsi,0x1b8(%r15)
    7f28a8908f8e:	0f 18 86 00 01 00 00 	prefetchnta 0x100(%rsi)
    7f28a8908f95:	48 c7 45 00 01 00 00 	movq   $0x1,0x0(%rbp)
    7f28a8908f9c:	00 
    7f28a8908f9d:	0f 18 86 40 01 00 00 	prefetchnta 0x140(%rsi)
    ;   {metadata({type array byte})}
    7f28a8908fa4:	c7 45 08 3b 81 00 20 	movl   $0x2000813b,0x8(%rbp)
    7f28a8908fab:	44 89 5d 0c          	mov    %r11d,0xc(%rbp)
    7f28a8908faf:	0f 18 86 80 01 00 00 	prefetchnta 0x180(%rsi)
    7f28a8908fb6:	48 8b f5             	mov    %rbp,%rsi
    7f28a8908fb9:	48 83 c6 10          	add    $0x10,%rsi
    7f28a8908fbd:	49 c1 e8 03          	shr    $0x3,%r8
    7f28a8908fc1:	8b 7c 24 50          	mov    0x50(%rsp),%edi
    7f28a8908fc5:	85 ff                	test   %edi,%edi
    7f28a8908fc7:	0f 84 ff 05 00 00    	je     0x7f28a89095cc
    7f28a8908fcd:	41 8b d3             	mov    %r11d,%edx
    7f28a8908fd0:	3b fa                	cmp    %edx,%edi
    7f28a8908fd2:	0f 8c 11 02 00 00    	jl     0x7f28a89091e9
    7f28a8908fd8:	48 89 2c 24          	mov    %rbp,(%rsp)
    7f28a8908fdc:	41 8b ed             	mov    %r13d,%ebp
    7f28a8908fdf:	44 8b eb             	mov    %ebx,%r13d
    7f28a8908fe2:	41 8b da             	mov    %r10d,%ebx
    7f28a8908fe5:	49 83 c1 f0          	add    $0xfffffffffffffff0,%r9
    7f28a8908fe9:	49 c1 e9 03          	shr    $0x3,%r9
    7f28a8908fed:	49 8b d1             	mov    %r9,%rdx
    7f28a8908ff0:	48 8b f9             	mov    %rcx,%rdi
    7f28a8908ff3:	c5 f8 77             	vzeroupper
    7f28a8908ff6:	49 ba 80 aa 36 a8 28 	movabs $0x7f28a836aa80,%r10
    7f28a8908ffd:	7f 00 00 
    ;   {other}
    7f28a8909000:	41 ff d2             	call   *%r10
    7f28a8909003:	0f 1f 84 00 00 00 00 	nopl   0x0(%rax,%rax,1)
    7f28a890900a:	00 
    7f28a890900b:	44 8b d3             	mov    %ebx,%r10d
    7f28a890900e:	41 8b dd             	mov    %r13d,%ebx
    7f28a8909011:	44 8b ed             	mov    %ebp,%r13d
    7f28a8909014:	48 8b 2c 24          	mov    (%rsp),%rbp
    7f28a8909018:	41 80 7f 40 00       	cmpb   $0x0,0x40(%r15)
    7f28a890901d:	0f 85 8e 01 00 00    	jne    0x7f28a89091b1
    7f28a8909023:	4c 8b 5c 24 38       	mov    0x38(%rsp),%r11
    7f28a8909028:	4d 8b c3             	mov    %r11,%r8
    7f28a890902b:	4c 8b dd             	mov    %rbp,%r11
    7f28a890902e:	4c 8b 4c 24 38       	mov    0x38(%rsp),%r9
    7f28a8909033:	45 89 59 14          	mov    %r11d,0x14(%r9)
    7f28a8909037:	4c 8b dd             	mov    %rbp,%r11
    7f28a890903a:	4d 33 d8             	xor    %r8,%r11
    7f28a890903d:	49 c1 eb 14          	shr    $0x14,%r11
    7f28a8909041:	4d 85 db             	test   %r11,%r11
    7f28a8909044:	74 6f                	je     0x7f28a89090b5
    7f28a8909046:	49 c1 e8 09          	shr    $0x9,%r8
    7f28a890904a:	48 bf 00 00 e0 ba 28 	movabs $0x7f28bae00000,%rdi
    7f28a8909051:	7f 00 00 
    7f28a8909054:	49 03 f8             	add    %r8,%rdi
    7f28a8909057:	80 3f 02             	cmpb   $0x2,(%rdi)
    7f28a890905a:	74 59                	je     0x7f28a89090b5
    7f28a890905c:	4d 8b 5f 48          	mov    0x48(%r15),%r11
    7f28a8909060:	4d 8b 47 58          	mov    0x58(%r15),%r8
    7f28a8909064:	f0 83 44 24 c0 00    	lock addl $0x0,-0x40(%rsp)
    7f28a890906a:	80 3f 00             	cmpb   $0x0,(%rdi)
    7f28a890906d:	74 46                	je     0x7f28a89090b5
    7f28a890906f:	44 88 27             	mov    %r12b,(%rdi)
    7f28a8909072:	4d 85 db             	test   %r11,%r11
    7f28a8909075:	75 31                	jne    0x7f28a89090a8
    7f28a8909077:	4c 89 34 24          	mov    %r14,(%rsp)
    7f28a890907b:	44 8b f3             	mov    %ebx,%r14d
    7f28a890907e:	41 8b ea             	mov    %r10d,%ebp
    7f28a8909081:	49 8b f7             	mov    %r15,%rsi
    7f28a8909084:	c5 f8 77             	vzeroupper
    7f28a8909087:	49 ba 00 23 5c bc 28 	movabs $0x7f28bc5c2300,%r10
    7f28a890908e:	7f 00 00 
    7f28a8909091:	41 ff d2             	call   *%r10
    ;   {other}
    7f28a8909094:	0f 1f 84 00 00 00 00 	nopl   0x0(%rax,%rax,1)
    7f28a890909b:	00 
    7f28a890909c:	44 8b d5             	mov    %ebp,%r10d
    7f28a890909f:	41 8b de             	mov    %r14d,%ebx
    7f28a89090a2:	4c 8b 34 24          	mov    (%rsp),%r14
    7f28a89090a6:	eb 0d                	jmp    0x7f28a89090b5
    7f28a89090a8:	4b 89 7c 18 f8       	mov    %rdi,-0x8(%r8,%r11,1)
    7f28a89090ad:	49 83 c3 f8          	add    $0xfffffffffffffff8,%r11
    7f28a89090b1:	4d 89 5f 48          	mov    %r11,0x48(%r15)
    7f28a89090b5:	4c 8b 5c 24 38       	mov    0x38(%rsp),%r11
    7f28a89090ba:	41 8b 6b 0c          	mov    0xc(%r11),%ebp
    7f28a89090be:	85 ed                	test   %ebp,%ebp
    7f28a89090c0:	0f 8c de 04 00 00    	jl     0x7f28a89095a4
    7f28a89090c6:	85 ed                	test   %ebp,%ebp
    7f28a89090c8:	0f 8f 52 03 00 00    	jg     0x7f28a8909420
    7f28a89090ce:	45 89 63 0c          	mov    %r12d,0xc(%r11)
    7f28a89090d2:	8b 6b 10             	mov    0x10(%rbx),%ebp
    7f28a89090d5:	44 8b 55 0c          	mov    0xc(%rbp),%r10d
    7f28a89090d9:	45 3b ea             	cmp    %r10d,%r13d
    7f28a89090dc:	0f 83 d2 03 00 00    	jae    0x7f28a89094b4
    7f28a89090e2:	4c 8b d5             	mov    %rbp,%r10
    7f28a89090e5:	4a 8d 5c b5 10       	lea    0x10(%rbp,%r14,4),%rbx
    7f28a89090ea:	41 80 7f 40 00       	cmpb   $0x0,0x40(%r15)
    7f28a89090ef:	75 47                	jne    0x7f28a8909138
    7f28a89090f1:	4c 8b d3             	mov    %rbx,%r10
    7f28a89090f4:	4c 8b 5c 24 38       	mov    0x38(%rsp),%r11
    7f28a89090f9:	4d 8b c3             	mov    %r11,%r8
    7f28a89090fc:	44 89 03             	mov    %r8d,(%rbx)
    7f28a89090ff:	4d 33 da             	xor    %r10,%r11
    7f28a8909102:	49 c1 eb 14          	shr    $0x14,%r11
    7f28a8909106:	4d 85 db             	test   %r11,%r11
    7f28a8909109:	74 17                	je     0x7f28a8909122
    7f28a890910b:	49 c1 ea 09          	shr    $0x9,%r10
    7f28a890910f:	49 b8 00 00 e0 ba 28 	movabs $0x7f28bae00000,%r8
    7f28a8909116:	7f 00 00 
    7f28a8909119:	4d 03 c2             	add    %r10,%r8
    7f28a890911c:	41 80 38 02          	cmpb   $0x2,(%r8)
    7f28a8909120:	75 41                	jne    0x7f28a8909163
    7f28a8909122:	c5 f8 77             	vzeroupper
    7f28a8909125:	48 83 c4 70          	add    $0x70,%rsp
    7f28a8909129:	5d                   	pop    %rbp
    7f28a890912a:	49 3b a7 48 04 00 00 	cmp    0x448(%r15),%rsp
    7f28a8909131:	0f 87 35 07 00 00    	ja     0x7f28a890986c
    7f28a8909137:	c3                   	ret
    7f28a8909138:	44 8b 13             	mov    (%rbx),%r10d
    7f28a890913b:	45 85 d2             	test   %r10d,%r10d
    7f28a890913e:	74 b1                	je     0x7f28a89090f1
    7f28a8909140:	4d 8b 5f 28          	mov    0x28(%r15),%r11
    7f28a8909144:	49 8b fa             	mov    %r10,%rdi
    7f28a8909147:	4d 85 db             	test   %r11,%r11
    7f28a890914a:	0f 84 f4 03 00 00    	je     0x7f28a8909544
    7f28a8909150:	4d 8b 57 38          	mov    0x38(%r15),%r10
    7f28a8909154:	4b 89 7c 1a f8       	mov    %rdi,-0x8(%r10,%r11,1)
    7f28a8909159:	49 83 c3 f8          	add    $0xfffffffffffffff8,%r11
    7f28a890915d:	4d 89 5f 28          	mov    %r11,0x28(%r15)
    7f28a8909161:	eb 8e                	jmp    0x7f28a89090f1
    7f28a8909163:	4d 8b 57 48          	mov    0x48(%r15),%r10
    7f28a8909167:	4d 8b 5f 58          	mov    0x58(%r15),%r11
    7f28a890916b:	f0 83 44 24 c0 00    	lock addl $0x0,-0x40(%rsp)
    7f28a8909171:	41 80 38 00          	cmpb   $0x0,(%r8)
    7f28a8909175:	74 ab                	je     0x7f28a8909122
    7f28a8909177:	45 88 20             	mov    %r12b,(%r8)
    7f28a890917a:	4d 85 d2             	test   %r10,%r10
    7f28a890917d:	75 20                	jne    0x7f28a890919f
    7f28a890917f:	49 8b f8             	mov    %r8,%rdi
    7f28a8909182:	49 8b f7             	mov    %r15,%rsi
    7f28a8909185:	c5 f8 77             	vzeroupper
    7f28a8909188:	49 ba 00 23 5c bc 28 	movabs $0x7f28bc5c2300,%r10
    7f28a890918f:	7f 00 00 
    7f28a8909192:	41 ff d2             	call   *%r10
    7f28a8909195:	0f 1f 84 00 00 00 00 	nopl   0x0(%rax,%rax,1)
    7f28a890919c:	00 
    7f28a890919d:	eb 83                	jmp    0x7f28a8909122
    7f28a890919f:	4f 89 44 13 f8       	mov    %r8,-0x8(%r11,%r10,1)
    7f28a89091a4:	49 83 c2 f8          	add    $0xfffffffffffffff8,%r10
    7f28a89091a8:	4d 89 57 48          	mov    %r10,0x48(%r15)
    7f28a89091ac:	e9 71 ff ff ff       	jmp    0x7f28a8909122
    7f28a89091b1:	4c 8b 5c 24 38       	mov    0x38(%rsp),%r11
    7f28a89091b6:	45 8b 5b 14          	mov    0x14(%r11),%r11d
    7f28a89091ba:	45 85 db             	test   %r11d,%r11d
    7f28a89091bd:	0f 84 60 fe ff ff    	je     0x7f28a8909023
    7f28a89091c3:	4d 8b 47 28          	mov    0x28(%r15),%r8
    7f28a89091c7:	49 8b fb             	mov    %r11,%rdi
    7f28a89091ca:	4d 85 c0             	test   %r8,%r8
    7f28a89091cd:	0f 84 9d 04 00 00    	je     0x7f28a8909670
    7f28a89091d3:	4d 8b 5f 38          	mov    0x38(%r15),%r11
    7f28a89091d7:	4b 89 7c 03 f8       	mov    %rdi,-0x8(%r11,%r8,1)
    7f28a89091dc:	49 83 c0 f8          	add    $0xfffffffffffffff8,%r8
    7f28a89091e0:	4d 89 47 28          	mov    %r8,0x28(%r15)
    7f28a89091e4:	e9 3a fe ff ff       	jmp    0x7f28a8909023
    7f28a89091e9:	4c 8b d9             	mov    %rcx,%r11
    7f28a89091ec:	4c 89 74 24 08       	mov    %r14,0x8(%rsp)
    7f28a89091f1:	44 89 2c 24          	mov    %r13d,(%rsp)
    7f28a89091f5:	44 8b eb             	mov    %ebx,%r13d
    7f28a89091f8:	45 8b f2             	mov    %r10d,%r14d
    7f28a89091fb:	48 63 d7             	movslq %edi,%rdx
    7f28a89091fe:	4c 8d 52 10          	lea    0x10(%rdx),%r10
    7f28a8909202:	49 8b ca             	mov    %r10,%rcx
    7f28a8909205:	48 83 e1 f8          	and    $0xfffffffffffffff8,%rcx
    7f28a8909209:	48 8b fd             	mov    %rbp,%rdi
    7f28a890920c:	48 03 f9             	add    %rcx,%rdi
    7f28a890920f:	49 c1 ea 03          	shr    $0x3,%r10
    7f28a8909213:	4d 2b c2             	sub    %r10,%r8
    7f28a8909216:	49 8b c8             	mov    %r8,%rcx
    7f28a8909219:	48 33 c0             	xor    %rax,%rax
    7f28a890921c:	48 83 f9 08          	cmp    $0x8,%rcx
    7f28a8909220:	7f 10                	jg     0x7f28a8909232
    7f28a8909222:	48 ff c9             	dec    %rcx
    7f28a8909225:	78 56                	js     0x7f28a890927d
    7f28a8909227:	48 89 04 cf          	mov    %rax,(%rdi,%rcx,8)
    7f28a890922b:	48 ff c9             	dec    %rcx
    7f28a890922e:	7d f7                	jge    0x7f28a8909227
    7f28a8909230:	eb 4b                	jmp    0x7f28a890927d
    7f28a8909232:	c5 fd ef c0          	vpxor  %ymm0,%ymm0,%ymm0
    7f28a8909236:	e9 0d 00 00 00       	jmp    0x7f28a8909248
    7f28a890923b:	c5 fe 7f 07          	vmovdqu %ymm0,(%rdi)
    7f28a890923f:	c5 fe 7f 47 20       	vmovdqu %ymm0,0x20(%rdi)
    7f28a8909244:	48 83 c7 40          	add    $0x40,%rdi
    7f28a8909248:	48 83 e9 08          	sub    $0x8,%rcx
    7f28a890924c:	7d ed                	jge    0x7f28a890923b
    7f28a890924e:	48 83 c1 04          	add    $0x4,%rcx
    7f28a8909252:	7c 0c                	jl     0x7f28a8909260
    7f28a8909254:	c5 fe 7f 07          	vmovdqu %ymm0,(%rdi)
    7f28a8909258:	48 83 c7 20          	add    $0x20,%rdi
    7f28a890925c:	48 83 e9 04          	sub    $0x4,%rcx
    7f28a8909260:	48 83 c1 04          	add    $0x4,%rcx
    7f28a8909264:	7e 17                	jle    0x7f28a890927d
    7f28a8909266:	48 c7 c0 ff ff ff ff 	mov    $0xffffffffffffffff,%rax
    7f28a890926d:	c4 e2 f0 f5 c0       	bzhi   %rcx,%rax,%rax
    7f28a8909272:	c4 e1 fb 92 f8       	kmovq  %rax,%k7
    7f28a8909277:	62 f1 fe 2f 7f 07    	vmovdqu64 %ymm0,(%rdi){%k7}
    7f28a890927d:	49 8b fb             	mov    %r11,%rdi
    7f28a8909280:	c5 f8 77             	vzeroupper
    7f28a8909283:	49 ba c0 89 36 a8 28 	movabs $0x7f28a83689c0,%r10
    7f28a890928a:	7f 00 00 
    7f28a890928d:	41 ff d2             	call   *%r10
    ;   {other}
    7f28a8909290:	0f 1f 84 00 00 00 00 	nopl   0x0(%rax,%rax,1)
    7f28a8909297:	00 
    7f28a8909298:	45 8b d6             	mov    %r14d,%r10d
    7f28a890929b:	41 8b dd             	mov    %r13d,%ebx
    7f28a890929e:	44 8b 2c 24          	mov    (%rsp),%r13d
    7f28a89092a2:	4c 8b 74 24 08       	mov    0x8(%rsp),%r14
    7f28a89092a7:	e9 6c fd ff ff       	jmp    0x7f28a8909018
    7f28a89092ac:	4c 63 da             	movslq %edx,%r11
    7f28a89092af:	81 fa 00 00 10 00    	cmp    $0x100000,%edx
    7f28a89092b5:	0f 87 69 04 00 00    	ja     0x7f28a8909724
    7f28a89092bb:	4d 8b 87 b8 01 00 00 	mov    0x1b8(%r15),%r8
    7f28a89092c2:	4d 8d 4b 17          	lea    0x17(%r11),%r9
    7f28a89092c6:	49 83 e1 f8          	and    $0xfffffffffffffff8,%r9
    7f28a89092ca:	49 8b f0             	mov    %r8,%rsi
    7f28a89092cd:	49 03 f1             	add    %r9,%rsi
    7f28a89092d0:	49 3b b7 c8 01 00 00 	cmp    0x1c8(%r15),%rsi
    7f28a89092d7:	0f 83 47 04 00 00    	jae    0x7f28a8909724
    7f28a89092dd:	49 89 b7 b8 01 00 00 	mov    %rsi,0x1b8(%r15)
    7f28a89092e4:	0f 18 86 00 01 00 00 	prefetchnta 0x100(%rsi)
    7f28a89092eb:	49 c7 00 01 00 00 00 	movq   $0x1,(%r8)
    7f28a89092f2:	0f 18 86 40 01 00 00 	prefetchnta 0x140(%rsi)
    7f28a89092f9:	41 c7 40 08 3b 81 00 	movl   $0x2000813b,0x8(%r8)
    7f28a8909300:	20 
    7f28a8909301:	41 89 50 0c          	mov    %edx,0xc(%r8)
    7f28a8909305:	0f 18 86 80 01 00 00 	prefetchnta 0x180(%rsi)
    7f28a890930c:	4c 8b 4c 24 38       	mov    0x38(%rsp),%r9
    7f28a8909311:	4c 89 0c 24          	mov    %r9,(%rsp)
    7f28a8909315:	44 89 54 24 14       	mov    %r10d,0x14(%rsp)
    7f28a890931a:	89 5c 24 18          	mov    %ebx,0x18(%rsp)
    7f28a890931e:	44 89 6c 24 08       	mov    %r13d,0x8(%rsp)
    7f28a8909323:	4c 89 74 24 20       	mov    %r14,0x20(%rsp)
    7f28a8909328:	48 89 4c 24 28       	mov    %rcx,0x28(%rsp)
    7f28a890932d:	4c 89 5c 24 30       	mov    %r11,0x30(%rsp)
    7f28a8909332:	49 8b f0             	mov    %r8,%rsi
    7f28a8909335:	48 83 c6 10          	add    $0x10,%rsi
    7f28a8909339:	49 8b d8             	mov    %r8,%rbx
    7f28a890933c:	4c 8b 54 24 30       	mov    0x30(%rsp),%r10
    7f28a8909341:	49 83 c2 07          	add    $0x7,%r10
    7f28a8909345:	49 c1 ea 03          	shr    $0x3,%r10
    7f28a8909349:	48 8b 7c 24 28       	mov    0x28(%rsp),%rdi
    7f28a890934e:	49 8b d2             	mov    %r10,%rdx
    7f28a8909351:	c5 f8 77             	vzeroupper
    7f28a8909354:	49 ba 80 aa 36 a8 28 	movabs $0x7f28a836aa80,%r10
    7f28a890935b:	7f 00 00 
    7f28a890935e:	41 ff d2             	call   *%r10
    7f28a8909361:	0f 1f 84 00 00 00 00 	nopl   0x0(%rax,%rax,1)
    7f28a8909368:	00 
    7f28a8909369:	4c 8b db             	mov    %rbx,%r11
    7f28a890936c:	4c 8b 14 24          	mov    (%rsp),%r10
    7f28a8909370:	4c 89 54 24 38       	mov    %r10,0x38(%rsp)
    7f28a8909375:	44 8b 54 24 14       	mov    0x14(%rsp),%r10d
    7f28a890937a:	8b 5c 24 18          	mov    0x18(%rsp),%ebx
    7f28a890937e:	44 8b 6c 24 08       	mov    0x8(%rsp),%r13d
    7f28a8909383:	4c 8b 74 24 20       	mov    0x20(%rsp),%r14
    7f28a8909388:	49 8b eb             	mov    %r11,%rbp
    7f28a890938b:	e9 88 fc ff ff       	jmp    0x7f28a8909018
    7f28a8909390:	48 8b ea             	mov    %rdx,%rbp
    7f28a8909393:	4c 89 4c 24 30       	mov    %r9,0x30(%rsp)
    7f28a8909398:	4c 89 44 24 28       	mov    %r8,0x28(%rsp)
    7f28a890939d:	48 89 4c 24 20       	mov    %rcx,0x20(%rsp)
    7f28a89093a2:	44 89 5c 24 14       	mov    %r11d,0x14(%rsp)
    7f28a89093a7:	4c 89 74 24 18       	mov    %r14,0x18(%rsp)
    7f28a89093ac:	44 89 6c 24 10       	mov    %r13d,0x10(%rsp)
    7f28a89093b1:	89 5c 24 0c          	mov    %ebx,0xc(%rsp)
    7f28a89093b5:	44 89 54 24 08       	mov    %r10d,0x8(%rsp)
    7f28a89093ba:	4c 8b 54 24 38       	mov    0x38(%rsp),%r10
    7f28a89093bf:	4c 89 14 24          	mov    %r10,(%rsp)
    7f28a89093c3:	48 be d8 09 04 00 01 	movabs $0x1000409d8,%rsi
    7f28a89093ca:	00 00 00 
    7f28a89093cd:	41 8b d3             	mov    %r11d,%edx
    7f28a89093d0:	48 89 7c 24 38       	mov    %rdi,0x38(%rsp)
    7f28a89093d5:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call _new_array_nozero_Java}
    7f28a89093d8:	c5 f8 77             	vzeroupper
    7f28a89093db:	e8 20 37 b5 ff       	call   0x7f28a845cb00
    ;   {other}
    7f28a89093e0:	0f 1f 84 00 50 08 00 	nopl   0x850(%rax,%rax,1)
    7f28a89093e7:	00 
    7f28a89093e8:	4c 8b 14 24          	mov    (%rsp),%r10
    7f28a89093ec:	4c 89 54 24 38       	mov    %r10,0x38(%rsp)
    7f28a89093f1:	44 8b 54 24 08       	mov    0x8(%rsp),%r10d
    7f28a89093f6:	8b 5c 24 0c          	mov    0xc(%rsp),%ebx
    7f28a89093fa:	44 8b 6c 24 10       	mov    0x10(%rsp),%r13d
    7f28a89093ff:	4c 8b 74 24 18       	mov    0x18(%rsp),%r14
    7f28a8909404:	44 8b 5c 24 14       	mov    0x14(%rsp),%r11d
    7f28a8909409:	48 8b 4c 24 20       	mov    0x20(%rsp),%rcx
    7f28a890940e:	4c 8b 44 24 28       	mov    0x28(%rsp),%r8
    7f28a8909413:	4c 8b 4c 24 30       	mov    0x30(%rsp),%r9
    7f28a8909418:	48 8b e8             	mov    %rax,%rbp
    7f28a890941b:	e9 96 fb ff ff       	jmp    0x7f28a8908fb6
    7f28a8909420:	41 c6 43 11 01       	movb   $0x1,0x11(%r11)
    7f28a8909425:	e9 a4 fc ff ff       	jmp    0x7f28a89090ce
    7f28a890942a:	be e4 ff ff ff       	mov    $0xffffffe4,%esi
    7f28a890942f:	48 89 1c 24          	mov    %rbx,(%rsp)
    7f28a8909433:	44 89 54 24 10       	mov    %r10d,0x10(%rsp)
    7f28a8909438:	4c 89 5c 24 18       	mov    %r11,0x18(%rsp)
    7f28a890943d:	44 89 4c 24 14       	mov    %r9d,0x14(%rsp)
    7f28a8909442:	66 90                	xchg   %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7f28a8909444:	c5 f8 77             	vzeroupper
    7f28a8909447:	e8 34 61 a8 ff       	call   0x7f28a838f580
    ;   {other}
    7f28a890944c:	0f 1f 84 00 bc 08 00 	nopl   0x10008bc(%rax,%rax,1)
    7f28a8909453:	01 
    7f28a8909454:	be e4 ff ff ff       	mov    $0xffffffe4,%esi
    7f28a8909459:	c4 e1 f9 7e cd       	vmovq  %xmm1,%rbp
    7f28a890945e:	44 89 54 24 08       	mov    %r10d,0x8(%rsp)
    7f28a8909463:	4c 89 5c 24 10       	mov    %r11,0x10(%rsp)
    7f28a8909468:	89 5c 24 0c          	mov    %ebx,0xc(%rsp)
    7f28a890946c:	44 89 4c 24 18       	mov    %r9d,0x18(%rsp)
    7f28a8909471:	44 89 6c 24 1c       	mov    %r13d,0x1c(%rsp)
    7f28a8909476:	66 90                	xchg   %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7f28a8909478:	c5 f8 77             	vzeroupper
    7f28a890947b:	e8 00 61 a8 ff       	call   0x7f28a838f580
    ;   {other}
    7f28a8909480:	0f 1f 84 00 f0 08 00 	nopl   0x20008f0(%rax,%rax,1)
    7f28a8909487:	02 
    7f28a8909488:	be e4 ff ff ff       	mov    $0xffffffe4,%esi
    7f28a890948d:	c5 fb 11 0c 24       	vmovsd %xmm1,(%rsp)
    7f28a8909492:	44 89 54 24 10       	mov    %r10d,0x10(%rsp)
    7f28a8909497:	4c 89 5c 24 18       	mov    %r11,0x18(%rsp)
    7f28a890949c:	89 5c 24 14          	mov    %ebx,0x14(%rsp)
    7f28a89094a0:	89 7c 24 20          	mov    %edi,0x20(%rsp)
    ;   {runtime_call UncommonTrapBlob}
    7f28a89094a4:	c5 f8 77             	vzeroupper
    7f28a89094a7:	e8 d4 60 a8 ff       	call   0x7f28a838f580
    ;   {other}
    7f28a89094ac:	0f 1f 84 00 1c 09 00 	nopl   0x300091c(%rax,%rax,1)
    7f28a89094b3:	03 
    7f28a89094b4:	be e4 ff ff ff       	mov    $0xffffffe4,%esi
    7f28a89094b9:	44 89 6c 24 08       	mov    %r13d,0x8(%rsp)
    7f28a89094be:	66 90                	xchg   %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7f28a89094c0:	c5 f8 77             	vzeroupper
    7f28a89094c3:	e8 b8 60 a8 ff       	call   0x7f28a838f580
    ;   {other}
    7f28a89094c8:	0f 1f 84 00 38 09 00 	nopl   0x4000938(%rax,%rax,1)
    7f28a89094cf:	04 
    7f28a89094d0:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f28a89094d5:	c5 fb 11 0c 24       	vmovsd %xmm1,(%rsp)
    7f28a89094da:	44 89 54 24 10       	mov    %r10d,0x10(%rsp)
    7f28a89094df:	4c 89 5c 24 20       	mov    %r11,0x20(%rsp)
    ;   {runtime_call UncommonTrapBlob}
    7f28a89094e4:	c5 f8 77             	vzeroupper
    7f28a89094e7:	e8 94 60 a8 ff       	call   0x7f28a838f580
    ;   {other}
    7f28a89094ec:	0f 1f 84 00 5c 09 00 	nopl   0x500095c(%rax,%rax,1)
    7f28a89094f3:	05 
    7f28a89094f4:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f28a89094f9:	c5 fb 11 0c 24       	vmovsd %xmm1,(%rsp)
    7f28a89094fe:	44 89 54 24 10       	mov    %r10d,0x10(%rsp)
    7f28a8909503:	4c 89 5c 24 18       	mov    %r11,0x18(%rsp)
    7f28a8909508:	89 5c 24 14          	mov    %ebx,0x14(%rsp)
    ;   {runtime_call UncommonTrapBlob}
    7f28a890950c:	c5 f8 77             	vzeroupper
    7f28a890950f:	e8 6c 60 a8 ff       	call   0x7f28a838f580
    ;   {other}
    7f28a8909514:	0f 1f 84 00 84 09 00 	nopl   0x6000984(%rax,%rax,1)
    7f28a890951b:	06 
    7f28a890951c:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f28a8909521:	c5 fb 11 0c 24       	vmovsd %xmm1,(%rsp)
    7f28a8909526:	44 89 54 24 10       	mov    %r10d,0x10(%rsp)
    7f28a890952b:	4c 89 5c 24 18       	mov    %r11,0x18(%rsp)
    7f28a8909530:	89 5c 24 14          	mov    %ebx,0x14(%rsp)
    ;   {runtime_call UncommonTrapBlob}
    7f28a8909534:	c5 f8 77             	vzeroupper
    7f28a8909537:	e8 44 60 a8 ff       	call   0x7f28a838f580
    ;   {other}
    7f28a890953c:	0f 1f 84 00 ac 09 00 	nopl   0x70009ac(%rax,%rax,1)
    7f28a8909543:	07 
    7f28a8909544:	49 8b f7             	mov    %r15,%rsi
    7f28a8909547:	c5 f8 77             	vzeroupper
    7f28a890954a:	49 ba e0 22 5c bc 28 	movabs $0x7f28bc5c22e0,%r10
    7f28a8909551:	7f 00 00 
    ;   {other}
    7f28a8909554:	41 ff d2             	call   *%r10
    7f28a8909557:	0f 1f 84 00 00 00 00 	nopl   0x0(%rax,%rax,1)
    7f28a890955e:	00 
    7f28a890955f:	e9 8d fb ff ff       	jmp    0x7f28a89090f1
    7f28a8909564:	be 3d ff ff ff       	mov    $0xffffff3d,%esi
    7f28a8909569:	c4 e1 f9 7e cd       	vmovq  %xmm1,%rbp
    7f28a890956e:	44 89 44 24 0c       	mov    %r8d,0xc(%rsp)
    7f28a8909573:	90                   	nop
    ;   {runtime_call UncommonTrapBlob}
    7f28a8909574:	c5 f8 77             	vzeroupper
    7f28a8909577:	e8 04 60 a8 ff       	call   0x7f28a838f580
    ;   {other}
    7f28a890957c:	0f 1f 84 00 ec 09 00 	nopl   0x80009ec(%rax,%rax,1)
    7f28a8909583:	08 
    7f28a8909584:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f28a8909589:	c4 e1 f9 7e cd       	vmovq  %xmm1,%rbp
    7f28a890958e:	44 89 54 24 08       	mov    %r10d,0x8(%rsp)
    7f28a8909593:	90                   	nop
    ;   {runtime_call UncommonTrapBlob}
    7f28a8909594:	c5 f8 77             	vzeroupper
    7f28a8909597:	e8 e4 5f a8 ff       	call   0x7f28a838f580
    ;   {other}
    7f28a890959c:	0f 1f 84 00 0c 0a 00 	nopl   0x9000a0c(%rax,%rax,1)
    7f28a89095a3:	09 
    7f28a89095a4:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f28a89095a9:	44 89 54 24 10       	mov    %r10d,0x10(%rsp)
    7f28a89095ae:	89 5c 24 14          	mov    %ebx,0x14(%rsp)
    7f28a89095b2:	66 90                	xchg   %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7f28a89095b4:	c5 f8 77             	vzeroupper
    7f28a89095b7:	e8 c4 5f a8 ff       	call   0x7f28a838f580
    ;   {other}
    7f28a89095bc:	0f 1f 84 00 2c 0a 00 	nopl   0xa000a2c(%rax,%rax,1)
    7f28a89095c3:	0a 
    7f28a89095c4:	4d 63 c3             	movslq %r11d,%r8
    7f28a89095c7:	e9 65 f9 ff ff       	jmp    0x7f28a8908f31
    7f28a89095cc:	49 83 c0 fe          	add    $0xfffffffffffffffe,%r8
    7f28a89095d0:	49 8b c8             	mov    %r8,%rcx
    7f28a89095d3:	48 8b fe             	mov    %rsi,%rdi
    7f28a89095d6:	48 33 c0             	xor    %rax,%rax
    7f28a89095d9:	48 83 f9 08          	cmp    $0x8,%rcx
    7f28a89095dd:	7f 10                	jg     0x7f28a89095ef
    7f28a89095df:	48 ff c9             	dec    %rcx
    7f28a89095e2:	78 56                	js     0x7f28a890963a
    7f28a89095e4:	48 89 04 cf          	mov    %rax,(%rdi,%rcx,8)
    7f28a89095e8:	48 ff c9             	dec    %rcx
    7f28a89095eb:	7d f7                	jge    0x7f28a89095e4
    7f28a89095ed:	eb 4b                	jmp    0x7f28a890963a
    7f28a89095ef:	c5 fd ef c0          	vpxor  %ymm0,%ymm0,%ymm0
    7f28a89095f3:	e9 0d 00 00 00       	jmp    0x7f28a8909605
    7f28a89095f8:	c5 fe 7f 07          	vmovdqu %ymm0,(%rdi)
    7f28a89095fc:	c5 fe 7f 47 20       	vmovdqu %ymm0,0x20(%rdi)
    7f28a8909601:	48 83 c7 40          	add    $0x40,%rdi
    7f28a8909605:	48 83 e9 08          	sub    $0x8,%rcx
    7f28a8909609:	7d ed                	jge    0x7f28a89095f8
    7f28a890960b:	48 83 c1 04          	add    $0x4,%rcx
    7f28a890960f:	7c 0c                	jl     0x7f28a890961d
    7f28a8909611:	c5 fe 7f 07          	vmovdqu %ymm0,(%rdi)
    7f28a8909615:	48 83 c7 20          	add    $0x20,%rdi
    7f28a8909619:	48 83 e9 04          	sub    $0x4,%rcx
    7f28a890961d:	48 83 c1 04          	add    $0x4,%rcx
    7f28a8909621:	7e 17                	jle    0x7f28a890963a
    7f28a8909623:	48 c7 c0 ff ff ff ff 	mov    $0xffffffffffffffff,%rax
    7f28a890962a:	c4 e2 f0 f5 c0       	bzhi   %rcx,%rax,%rax
    7f28a890962f:	c4 e1 fb 92 f8       	kmovq  %rax,%k7
    7f28a8909634:	62 f1 fe 2f 7f 07    	vmovdqu64 %ymm0,(%rdi){%k7}
    7f28a890963a:	e9 d9 f9 ff ff       	jmp    0x7f28a8909018
    7f28a890963f:	be cc ff ff ff       	mov    $0xffffffcc,%esi
    7f28a8909644:	48 8b 6c 24 38       	mov    0x38(%rsp),%rbp
    7f28a8909649:	c5 fa 11 44 24 10    	vmovss %xmm0,0x10(%rsp)
    7f28a890964f:	44 89 54 24 14       	mov    %r10d,0x14(%rsp)
    7f28a8909654:	89 5c 24 18          	mov    %ebx,0x18(%rsp)
    7f28a8909658:	44 89 5c 24 20       	mov    %r11d,0x20(%rsp)
    7f28a890965d:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7f28a8909660:	c5 f8 77             	vzeroupper
    7f28a8909663:	e8 18 5f a8 ff       	call   0x7f28a838f580
    ;   {other}
    7f28a8909668:	0f 1f 84 00 d8 0a 00 	nopl   0xb000ad8(%rax,%rax,1)
    7f28a890966f:	0b 
    7f28a8909670:	48 89 6c 24 08       	mov    %rbp,0x8(%rsp)
    7f28a8909675:	4c 89 34 24          	mov    %r14,(%rsp)
    7f28a8909679:	45 8b f5             	mov    %r13d,%r14d
    7f28a890967c:	8b eb                	mov    %ebx,%ebp
    7f28a890967e:	45 8b ea             	mov    %r10d,%r13d
    7f28a8909681:	49 8b f7             	mov    %r15,%rsi
    7f28a8909684:	c5 f8 77             	vzeroupper
    7f28a8909687:	49 ba e0 22 5c bc 28 	movabs $0x7f28bc5c22e0,%r10
    7f28a890968e:	7f 00 00 
    7f28a8909691:	41 ff d2             	call   *%r10
    ;   {other}
    7f28a8909694:	0f 1f 84 00 00 00 00 	nopl   0x0(%rax,%rax,1)
    7f28a890969b:	00 
    7f28a890969c:	45 8b d5             	mov    %r13d,%r10d
    7f28a890969f:	8b dd                	mov    %ebp,%ebx
    7f28a89096a1:	45 8b ee             	mov    %r14d,%r13d
    7f28a89096a4:	4c 8b 34 24          	mov    (%rsp),%r14
    7f28a89096a8:	48 8b 6c 24 08       	mov    0x8(%rsp),%rbp
    7f28a89096ad:	e9 71 f9 ff ff       	jmp    0x7f28a8909023
    7f28a89096b2:	be 3d ff ff ff       	mov    $0xffffff3d,%esi
    7f28a89096b7:	4c 8b 5c 24 38       	mov    0x38(%rsp),%r11
    7f28a89096bc:	4c 89 5c 24 08       	mov    %r11,0x8(%rsp)
    7f28a89096c1:	4c 89 5c 24 10       	mov    %r11,0x10(%rsp)
    7f28a89096c6:	c5 fa 11 44 24 20    	vmovss %xmm0,0x20(%rsp)
    7f28a89096cc:	44 89 54 24 24       	mov    %r10d,0x24(%rsp)
    7f28a89096d1:	89 5c 24 30          	mov    %ebx,0x30(%rsp)
    7f28a89096d5:	89 54 24 34          	mov    %edx,0x34(%rsp)
    7f28a89096d9:	44 89 44 24 38       	mov    %r8d,0x38(%rsp)
    7f28a89096de:	66 90                	xchg   %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7f28a89096e0:	c5 f8 77             	vzeroupper
    7f28a89096e3:	e8 98 5e a8 ff       	call   0x7f28a838f580
    ;   {other}
    7f28a89096e8:	0f 1f 84 00 58 0b 00 	nopl   0xc000b58(%rax,%rax,1)
    7f28a89096ef:	0c 
    7f28a89096f0:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f28a89096f5:	4c 8b 5c 24 38       	mov    0x38(%rsp),%r11
    7f28a89096fa:	4c 89 5c 24 08       	mov    %r11,0x8(%rsp)
    7f28a89096ff:	4c 89 5c 24 10       	mov    %r11,0x10(%rsp)
    7f28a8909704:	c5 fa 11 44 24 20    	vmovss %xmm0,0x20(%rsp)
    7f28a890970a:	44 89 54 24 24       	mov    %r10d,0x24(%rsp)
    7f28a890970f:	89 5c 24 28          	mov    %ebx,0x28(%rsp)
    7f28a8909713:	90                   	nop
    ;   {runtime_call UncommonTrapBlob}
    7f28a8909714:	c5 f8 77             	vzeroupper
    7f28a8909717:	e8 64 5e a8 ff       	call   0x7f28a838f580
    ;   {other}
    7f28a890971c:	0f 1f 84 00 8c 0b 00 	nopl   0xd000b8c(%rax,%rax,1)
    7f28a8909723:	0d 
    7f28a8909724:	4c 89 5c 24 30       	mov    %r11,0x30(%rsp)
    7f28a8909729:	48 89 4c 24 28       	mov    %rcx,0x28(%rsp)
    7f28a890972e:	4c 89 74 24 20       	mov    %r14,0x20(%rsp)
    7f28a8909733:	44 89 6c 24 08       	mov    %r13d,0x8(%rsp)
    7f28a8909738:	89 5c 24 18          	mov    %ebx,0x18(%rsp)
    7f28a890973c:	44 89 54 24 14       	mov    %r10d,0x14(%rsp)
    7f28a8909741:	c5 fa 11 44 24 10    	vmovss %xmm0,0x10(%rsp)
    7f28a8909747:	4c 8b 5c 24 38       	mov    0x38(%rsp),%r11
    7f28a890974c:	4c 89 1c 24          	mov    %r11,(%rsp)
    ;   {metadata({type array byte})}
    7f28a8909750:	48 be d8 09 04 00 01 	movabs $0x1000409d8,%rsi
    7f28a8909757:	00 00 00 
    7f28a890975a:	48 89 7c 24 38       	mov    %rdi,0x38(%rsp)
    7f28a890975f:	90                   	nop
    ;   {runtime_call _new_array_nozero_Java}
    7f28a8909760:	c5 f8 77             	vzeroupper
    7f28a8909763:	e8 98 33 b5 ff       	call   0x7f28a845cb00
    ;   {other}
    7f28a8909768:	0f 1f 84 00 d8 0b 00 	nopl   0xe000bd8(%rax,%rax,1)
    7f28a890976f:	0e 
    7f28a8909770:	4c 8b c0             	mov    %rax,%r8
    7f28a8909773:	e9 ba fb ff ff       	jmp    0x7f28a8909332
    7f28a8909778:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f28a890977d:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7f28a8909780:	c5 f8 77             	vzeroupper
    7f28a8909783:	e8 f8 5d a8 ff       	call   0x7f28a838f580
    ;   {other}
    7f28a8909788:	0f 1f 84 00 f8 0b 00 	nopl   0xf000bf8(%rax,%rax,1)
    7f28a890978f:	0f 
    7f28a8909790:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f28a8909795:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7f28a8909798:	c5 f8 77             	vzeroupper
    7f28a890979b:	e8 e0 5d a8 ff       	call   0x7f28a838f580
    ;   {other}
    7f28a89097a0:	0f 1f 84 00 10 0c 00 	nopl   0x10000c10(%rax,%rax,1)
    7f28a89097a7:	10 
    7f28a89097a8:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f28a89097ad:	41 8b ed             	mov    %r13d,%ebp
    ;   {runtime_call UncommonTrapBlob}
    7f28a89097b0:	c5 f8 77             	vzeroupper
    7f28a89097b3:	e8 c8 5d a8 ff       	call   0x7f28a838f580
    ;   {other}
    7f28a89097b8:	0f 1f 84 00 28 0c 00 	nopl   0x11000c28(%rax,%rax,1)
    7f28a89097bf:	11 
    7f28a89097c0:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f28a89097c5:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7f28a89097c8:	c5 f8 77             	vzeroupper
    7f28a89097cb:	e8 b0 5d a8 ff       	call   0x7f28a838f580
    ;   {other}
    7f28a89097d0:	0f 1f 84 00 40 0c 00 	nopl   0x12000c40(%rax,%rax,1)
    7f28a89097d7:	12 
    7f28a89097d8:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f28a89097dd:	44 89 2c 24          	mov    %r13d,(%rsp)
    7f28a89097e1:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7f28a89097e4:	c5 f8 77             	vzeroupper
    7f28a89097e7:	e8 94 5d a8 ff       	call   0x7f28a838f580
    ;   {other}
    7f28a89097ec:	0f 1f 84 00 5c 0c 00 	nopl   0x13000c5c(%rax,%rax,1)
    7f28a89097f3:	13 
    7f28a89097f4:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f28a89097f9:	c4 e1 f9 7e cd       	vmovq  %xmm1,%rbp
    7f28a89097fe:	48 89 54 24 08       	mov    %rdx,0x8(%rsp)
    7f28a8909803:	48 89 54 24 10       	mov    %rdx,0x10(%rsp)
    ;   {runtime_call UncommonTrapBlob}
    7f28a8909808:	c5 f8 77             	vzeroupper
    7f28a890980b:	e8 70 5d a8 ff       	call   0x7f28a838f580
    ;   {other}
    7f28a8909810:	0f 1f 84 00 80 0c 00 	nopl   0x14000c80(%rax,%rax,1)
    7f28a8909817:	14 
    7f28a8909818:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f28a890981d:	c4 e1 f9 7e cd       	vmovq  %xmm1,%rbp
    7f28a8909822:	44 89 54 24 08       	mov    %r10d,0x8(%rsp)
    7f28a8909827:	4c 89 5c 24 10       	mov    %r11,0x10(%rsp)
    7f28a890982c:	89 5c 24 18          	mov    %ebx,0x18(%rsp)
    ;   {runtime_call UncommonTrapBlob}
    7f28a8909830:	c5 f8 77             	vzeroupper
    7f28a8909833:	e8 48 5d a8 ff       	call   0x7f28a838f580
    ;   {other}
    7f28a8909838:	0f 1f 84 00 a8 0c 00 	nopl   0x15000ca8(%rax,%rax,1)
    7f28a890983f:	15 
    7f28a8909840:	48 8b f0             	mov    %rax,%rsi
    7f28a8909843:	c5 f8 77             	vzeroupper
    7f28a8909846:	48 83 c4 70          	add    $0x70,%rsp
    7f28a890984a:	5d                   	pop    %rbp
    7f28a890984b:	e9 b0 38 b5 ff       	jmp    0x7f28a845d100
    7f28a8909850:	be 97 ff ff ff       	mov    $0xffffff97,%esi
    7f28a8909855:	48 8b 2c 24          	mov    (%rsp),%rbp
    7f28a8909859:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7f28a890985c:	c5 f8 77             	vzeroupper
    7f28a890985f:	e8 1c 5d a8 ff       	call   0x7f28a838f580
    ;   {other}
    7f28a8909864:	0f 1f 84 00 d4 0c 00 	nopl   0x16000cd4(%rax,%rax,1)
    7f28a890986b:	16 
    ;   {internal_word}
    7f28a890986c:	49 ba 2a 91 90 a8 28 	movabs $0x7f28a890912a,%r10
    7f28a8909873:	7f 00 00 
    7f28a8909876:	4d 89 97 60 04 00 00 	mov    %r10,0x460(%r15)
    7f28a890987d:	e9 7e 4b a8 ff       	jmp    0x7f28a838e400
    7f28a8909882:	e8 19 49 a6 ff       	call   0x7f28a836e1a0
    7f28a8909887:	e9 2e f5 ff ff       	jmp    0x7f28a8908dba
    7f28a890988c:	f4                   	hlt
    7f28a890988d:	f4                   	hlt
    7f28a890988e:	f4                   	hlt
    7f28a890988f:	f4                   	hlt
