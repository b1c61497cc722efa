# Compiled method (c2) 2601  779       4       io.github.poolbench.overhead.jmh_generated.PoolOverheadBenchmark_shared1_jmhTest::shared1_avgt_jmhStub (59 bytes)
    7f4530912e00:	89 84 24 00 c0 fe ff 	mov    %eax,-0x14000(%rsp)
    7f4530912e07:	55                   	push   %rbp
    7f4530912e08:	48 83 ec 50          	sub    $0x50,%rsp
    7f4530912e0c:	41 81 7f 58 10 15 00 	cmpl   $0x1510,0x58(%r15)
    7f4530912e13:	00 
    7f4530912e14:	0f 85 7f 0f 00 00    	jne    0x7f4530913d99
    7f4530912e1a:	48 89 3c 24          	mov    %rdi,(%rsp)
    7f4530912e1e:	48 89 74 24 60       	mov    %rsi,0x60(%rsp)
    7f4530912e23:	4c 8b ea             	mov    %rdx,%r13
    7f4530912e26:	49 ba d0 77 31 43 45 	movabs $0x7f45433177d0,%r10
    7f4530912e2d:	7f 00 00 
    ;   {other}
    7f4530912e30:	41 ff d2             	call   *%r10
    7f4530912e33:	0f 1f 84 00 00 00 00 	nopl   0x0(%rax,%rax,1)
    7f4530912e3a:	00 
    7f4530912e3b:	49 89 45 28          	mov    %rax,0x28(%r13)
    7f4530912e3f:	48 8b 54 24 78       	mov    0x78(%rsp),%rdx
    7f4530912e44:	48 85 d2             	test   %rdx,%rdx
    7f4530912e47:	0f 84 7b 05 00 00    	je     0x7f45309133c8
    7f4530912e4d:	4c 8b 44 24 70       	mov    0x70(%rsp),%r8
    7f4530912e52:	4d 85 c0             	test   %r8,%r8
    7f4530912e55:	0f 84 81 05 00 00    	je     0x7f45309133dc
    7f4530912e5b:	4d 8b 48 10          	mov    0x10(%r8),%r9
    7f4530912e5f:	49 c1 e9 0d          	shr    $0xd,%r9
    7f4530912e63:	0f 87 bb 08 00 00    	ja     0x7f4530913724
    7f4530912e69:	45 8b 59 08          	mov    0x8(%r9),%r11d
    7f4530912e6d:	41 81 fb f8 87 10 80 	cmp    $0x801087f8,%r11d
    7f4530912e74:	0f 85 1d 06 00 00    	jne    0x7f4530913497
    7f4530912e7a:	45 8b 59 0c          	mov    0xc(%r9),%r11d
    7f4530912e7e:	4d 8b 61 10          	mov    0x10(%r9),%r12
    7f4530912e82:	49 c1 ec 0d          	shr    $0xd,%r12
    7f4530912e86:	0f 87 cd 08 00 00    	ja     0x7f4530913759
    ; implicit exception: dispatches to 0x00007f45309136cc
    7f4530912e8c:	45 8b 54 24 08       	mov    0x8(%r12),%r10d
    7f4530912e91:	41 81 fa 70 8a 10 80 	cmp    $0x80108a70,%r10d
    7f4530912e98:	0f 85 26 06 00 00    	jne    0x7f45309134c4
    7f4530912e9e:	41 81 fb 01 10 00 00 	cmp    $0x1001,%r11d
    7f4530912ea5:	0f 83 89 06 00 00    	jae    0x7f4530913534
    7f4530912eab:	41 8d 7b ff          	lea    -0x1(%r11),%edi
    7f4530912eaf:	45 33 d2             	xor    %r10d,%r10d
    7f4530912eb2:	33 c9                	xor    %ecx,%ecx
    7f4530912eb4:	41 3b fa             	cmp    %r10d,%edi
    7f4530912eb7:	0f 4c f9             	cmovl  %ecx,%edi
    7f4530912eba:	83 cf 1f             	or     $0x1f,%edi
    7f4530912ebd:	f3 0f bd f7          	lzcnt  %edi,%esi
    7f4530912ec1:	41 ba 1b 00 00 00    	mov    $0x1b,%r10d
    7f4530912ec7:	44 2b d6             	sub    %esi,%r10d
    7f4530912eca:	41 83 fa ff          	cmp    $0xffffffff,%r10d
    7f4530912ece:	0f 84 9c 06 00 00    	je     0x7f4530913570
    7f4530912ed4:	4d 8b 9f 80 03 00 00 	mov    0x380(%r15),%r11
    7f4530912edb:	49 8b 44 24 40       	mov    0x40(%r12),%rax
    ;   {other}
    7f4530912ee0:	48 c1 e8 0d          	shr    $0xd,%rax
    7f4530912ee4:	0f 87 b8 08 00 00    	ja     0x7f45309137a2
    7f4530912eea:	49 8b 1b             	mov    (%r11),%rbx
    7f4530912eed:	48 c1 eb 0d          	shr    $0xd,%rbx
    7f4530912ef1:	0f 87 07 09 00 00    	ja     0x7f45309137fe
    7f4530912ef7:	4c 8b 5b 18          	mov    0x18(%rbx),%r11
    7f4530912efb:	41 8b eb             	mov    %r11d,%ebp
    7f4530912efe:	41 23 6c 24 20       	and    0x20(%r12),%ebp
    7f4530912f03:	8b 48 0c             	mov    0xc(%rax),%ecx
    7f4530912f06:	3b e9                	cmp    %ecx,%ebp
    7f4530912f08:	0f 83 e2 04 00 00    	jae    0x7f45309133f0
    7f4530912f0e:	48 8b 7c e8 10       	mov    0x10(%rax,%rbp,8),%rdi
    7f4530912f13:	48 c1 ef 0d          	shr    $0xd,%rdi
    7f4530912f17:	0f 87 48 09 00 00    	ja     0x7f4530913865
    7f4530912f1d:	48 85 ff             	test   %rdi,%rdi
    7f4530912f20:	0f 84 86 06 00 00    	je     0x7f45309135ac
    7f4530912f26:	48 8b 6f 10          	mov    0x10(%rdi),%rbp
    7f4530912f2a:	48 c1 ed 0d          	shr    $0xd,%rbp
    7f4530912f2e:	0f 87 8d 09 00 00    	ja     0x7f45309138c1
    7f4530912f34:	48 3b eb             	cmp    %rbx,%rbp
    7f4530912f37:	0f 85 bf 05 00 00    	jne    0x7f45309134fc
    7f4530912f3d:	41 bb 3b 00 00 00    	mov    $0x3b,%r11d
    7f4530912f43:	44 2b de             	sub    %esi,%r11d
    7f4530912f46:	48 8b 6f 18          	mov    0x18(%rdi),%rbp
    7f4530912f4a:	48 c1 ed 0d          	shr    $0xd,%rbp
    7f4530912f4e:	0f 87 ca 09 00 00    	ja     0x7f453091391e
    ; implicit exception: dispatches to 0x00007f45309136f8
    7f4530912f54:	8b 4d 0c             	mov    0xc(%rbp),%ecx
    7f4530912f57:	44 3b d9             	cmp    %ecx,%r11d
    7f4530912f5a:	0f 83 d0 04 00 00    	jae    0x7f4530913430
    7f4530912f60:	4c 63 de             	movslq %esi,%r11
    7f4530912f63:	b9 3b 00 00 00       	mov    $0x3b,%ecx
    7f4530912f68:	49 2b cb             	sub    %r11,%rcx
    7f4530912f6b:	4c 8b 5c cd 10       	mov    0x10(%rbp,%rcx,8),%r11
    ;   {other}
    7f4530912f70:	49 c1 eb 0d          	shr    $0xd,%r11
    7f4530912f74:	0f 87 0d 0a 00 00    	ja     0x7f4530913987
    7f4530912f7a:	4d 85 db             	test   %r11,%r11
    7f4530912f7d:	0f 84 69 06 00 00    	je     0x7f45309135ec
    7f4530912f83:	4c 89 5c 24 10       	mov    %r11,0x10(%rsp)
    7f4530912f88:	48 89 5c 24 08       	mov    %rbx,0x8(%rsp)
    7f4530912f8d:	4c 89 4c 24 78       	mov    %r9,0x78(%rsp)
    7f4530912f92:	48 89 94 24 80 00 00 	mov    %rdx,0x80(%rsp)
    7f4530912f99:	00 
    7f4530912f9a:	4c 89 6c 24 68       	mov    %r13,0x68(%rsp)
    7f4530912f9f:	f7 44 cd 10 e0 ea 00 	testl  $0xeae0,0x10(%rbp,%rcx,8)
    7f4530912fa6:	00 
    7f4530912fa7:	0f 85 31 0a 00 00    	jne    0x7f45309139de
    7f4530912fad:	48 c7 44 cd 10 10 15 	movq   $0x1510,0x10(%rbp,%rcx,8)
    ;   {other}
    7f4530912fb4:	00 00 
    7f4530912fb6:	49 8b f4             	mov    %r12,%rsi
    7f4530912fb9:	49 8b d3             	mov    %r11,%rdx
    ;   {optimized virtual_call}
    7f4530912fbc:	66 66 90             	data16 xchg %ax,%ax
    7f4530912fbf:	e8 bc 34 a7 ff       	call   0x7f4530386480
    ;   {other}
    7f4530912fc4:	0f 1f 84 00 34 04 00 	nopl   0x434(%rax,%rax,1)
    7f4530912fcb:	00 
    7f4530912fcc:	48 8b 14 24          	mov    (%rsp),%rdx
    7f4530912fd0:	48 85 d2             	test   %rdx,%rdx
    7f4530912fd3:	0f 84 9b 04 00 00    	je     0x7f4530913474
    7f4530912fd9:	48 8b 44 24 60       	mov    0x60(%rsp),%rax
    7f4530912fde:	44 0f b6 98 94 00 00 	movzbl 0x94(%rax),%r11d
    7f4530912fe5:	00 
    7f4530912fe6:	45 85 db             	test   %r11d,%r11d
    7f4530912fe9:	0f 85 9d 04 00 00    	jne    0x7f453091348c
    7f4530912fef:	41 bc 01 00 00 00    	mov    $0x1,%r12d
    7f4530912ff5:	eb 0e                	jmp    0x7f4530913005
    7f4530912ff7:	66 0f 1f 84 00 00 00 	nopw   0x0(%rax,%rax,1)
    7f4530912ffe:	00 00 
    7f4530913000:	48 8b 54 24 78       	mov    0x78(%rsp),%rdx
    7f4530913005:	4c 8b 5c 24 70       	mov    0x70(%rsp),%r11
    7f453091300a:	49 8b 6b 10          	mov    0x10(%r11),%rbp
    7f453091300e:	48 c1 ed 0d          	shr    $0xd,%rbp
    7f4530913012:	0f 87 3b 0a 00 00    	ja     0x7f4530913a53
    ; implicit exception: dispatches to 0x00007f4530913634
    7f4530913018:	44 8b 55 08          	mov    0x8(%rbp),%r10d
    ;   {metadata('io/github/poolbench/overhead/PoolType$OfPool')}
    7f453091301c:	41 81 fa f8 87 10 80 	cmp    $0x801087f8,%r10d
    7f4530913023:	0f 85 27 02 00 00    	jne    0x7f4530913250
    7f4530913029:	44 8b 4d 0c          	mov    0xc(%rbp),%r9d
    7f453091302d:	4c 8b 45 10          	mov    0x10(%rbp),%r8
    7f4530913031:	49 c1 e8 0d          	shr    $0xd,%r8
    7f4530913035:	0f 87 59 0a 00 00    	ja     0x7f4530913a94
    7f453091303b:	45 8b 50 08          	mov    0x8(%r8),%r10d
    7f453091303f:	41 81 fa 70 8a 10 80 	cmp    $0x80108a70,%r10d
    7f4530913046:	0f 85 2c 02 00 00    	jne    0x7f4530913278
    7f453091304c:	41 81 f9 01 10 00 00 	cmp    $0x1001,%r9d
    7f4530913053:	0f 83 8b 02 00 00    	jae    0x7f45309132e4
    7f4530913059:	41 8d 71 ff          	lea    -0x1(%r9),%esi
    7f453091305d:	45 33 d2             	xor    %r10d,%r10d
    7f4530913060:	33 ff                	xor    %edi,%edi
    7f4530913062:	3b f7                	cmp    %edi,%esi
    7f4530913064:	0f 4c f7             	cmovl  %edi,%esi
    7f4530913067:	83 ce 1f             	or     $0x1f,%esi
    7f453091306a:	f3 0f bd f6          	lzcnt  %esi,%esi
    7f453091306e:	41 ba 1b 00 00 00    	mov    $0x1b,%r10d
    7f4530913074:	44 2b d6             	sub    %esi,%r10d
    7f4530913077:	41 83 fa ff          	cmp    $0xffffffff,%r10d
    7f453091307b:	0f 84 97 02 00 00    	je     0x7f4530913318
    7f4530913081:	48 8b 4c 24 08       	mov    0x8(%rsp),%rcx
    7f4530913086:	4c 8b 49 18          	mov    0x18(%rcx),%r9
    7f453091308a:	45 8b c9             	mov    %r9d,%r9d
    7f453091308d:	45 23 48 20          	and    0x20(%r8),%r9d
    7f4530913091:	4d 8b 68 40          	mov    0x40(%r8),%r13
    7f4530913095:	49 c1 ed 0d          	shr    $0xd,%r13
    7f4530913099:	0f 87 3e 0a 00 00    	ja     0x7f4530913add
    7f453091309f:	41 8b 7d 0c          	mov    0xc(%r13),%edi
    7f45309130a3:	44 3b cf             	cmp    %edi,%r9d
    7f45309130a6:	0f 83 20 01 00 00    	jae    0x7f45309131cc
    7f45309130ac:	4b 8b 5c cd 10       	mov    0x10(%r13,%r9,8),%rbx
    7f45309130b1:	48 c1 eb 0d          	shr    $0xd,%rbx
    7f45309130b5:	0f 87 93 0a 00 00    	ja     0x7f4530913b4e
    7f45309130bb:	48 85 db             	test   %rbx,%rbx
    7f45309130be:	0f 84 88 02 00 00    	je     0x7f453091334c
    7f45309130c4:	4c 8b 4b 10          	mov    0x10(%rbx),%r9
    ;   {other}
    7f45309130c8:	49 c1 e9 0d          	shr    $0xd,%r9
    7f45309130cc:	0f 87 ef 0a 00 00    	ja     0x7f4530913bc1
    7f45309130d2:	4c 3b c9             	cmp    %rcx,%r9
    7f45309130d5:	0f 85 cd 01 00 00    	jne    0x7f45309132a8
    7f45309130db:	41 b9 3b 00 00 00    	mov    $0x3b,%r9d
    7f45309130e1:	44 2b ce             	sub    %esi,%r9d
    7f45309130e4:	4c 8b 6b 18          	mov    0x18(%rbx),%r13
    ;   {other}
    7f45309130e8:	49 c1 ed 0d          	shr    $0xd,%r13
    7f45309130ec:	0f 87 38 0b 00 00    	ja     0x7f4530913c2a
    7f45309130f2:	41 8b 7d 0c          	mov    0xc(%r13),%edi
    7f45309130f6:	44 3b cf             	cmp    %edi,%r9d
    7f45309130f9:	0f 83 0d 01 00 00    	jae    0x7f453091320c
    7f45309130ff:	4c 63 ce             	movslq %esi,%r9
    7f4530913102:	bf 3b 00 00 00       	mov    $0x3b,%edi
    7f4530913107:	49 2b f9             	sub    %r9,%rdi
    7f453091310a:	4d 8b 4c fd 10       	mov    0x10(%r13,%rdi,8),%r9
    7f453091310f:	49 c1 e9 0d          	shr    $0xd,%r9
    7f4530913113:	0f 87 82 0b 00 00    	ja     0x7f4530913c9b
    7f4530913119:	4d 85 c9             	test   %r9,%r9
    7f453091311c:	0f 84 66 02 00 00    	je     0x7f4530913388
    7f4530913122:	4c 89 4c 24 10       	mov    %r9,0x10(%rsp)
    7f4530913127:	4c 89 24 24          	mov    %r12,(%rsp)
    7f453091312b:	48 89 54 24 78       	mov    %rdx,0x78(%rsp)
    7f4530913130:	48 89 44 24 60       	mov    %rax,0x60(%rsp)
    7f4530913135:	41 f7 44 fd 10 e0 ea 	testl  $0xeae0,0x10(%r13,%rdi,8)
    ;   {other}
    7f453091313c:	00 00 
    7f453091313e:	0f 85 c2 0b 00 00    	jne    0x7f4530913d06
    7f4530913144:	49 c7 44 fd 10 10 15 	movq   $0x1510,0x10(%r13,%rdi,8)
    7f453091314b:	00 00 
    7f453091314d:	49 8b d1             	mov    %r9,%rdx
    ;   {optimized virtual_call}
    7f4530913150:	49 8b f0             	mov    %r8,%rsi
    7f4530913153:	e8 28 33 a7 ff       	call   0x7f4530386480
    ;   {other}
    7f4530913158:	0f 1f 84 00 c8 05 00 	nopl   0x10005c8(%rax,%rax,1)
    7f453091315f:	01 
    7f4530913160:	48 8b 44 24 60       	mov    0x60(%rsp),%rax
    7f4530913165:	44 0f b6 98 94 00 00 	movzbl 0x94(%rax),%r11d
    7f453091316c:	00 
    7f453091316d:	4c 8b 24 24          	mov    (%rsp),%r12
    7f4530913171:	49 83 c4 01          	add    $0x1,%r12
    7f4530913175:	4d 8b 97 50 04 00 00 	mov    0x450(%r15),%r10
    ;   {poll}
    7f453091317c:	41 85 02             	test   %eax,(%r10)
    7f453091317f:	45 85 db             	test   %r11d,%r11d
    7f4530913182:	0f 84 78 fe ff ff    	je     0x7f4530913000
    7f4530913188:	49 ba d0 77 31 43 45 	movabs $0x7f45433177d0,%r10
    7f453091318f:	7f 00 00 
    7f4530913192:	41 ff d2             	call   *%r10
    7f4530913195:	0f 1f 84 00 00 00 00 	nopl   0x0(%rax,%rax,1)
    7f453091319c:	00 
    7f453091319d:	4c 8b 5c 24 68       	mov    0x68(%rsp),%r11
    7f45309131a2:	49 89 43 30          	mov    %rax,0x30(%r11)
    7f45309131a6:	49 c7 43 20 00 00 00 	movq   $0x0,0x20(%r11)
    7f45309131ad:	00 
    7f45309131ae:	c4 c1 fb 2a c4       	vcvtsi2sd %r12,%xmm0,%xmm0
    7f45309131b3:	c4 c1 7b 11 43 18    	vmovsd %xmm0,0x18(%r11)
    7f45309131b9:	48 83 c4 50          	add    $0x50,%rsp
    7f45309131bd:	5d                   	pop    %rbp
    7f45309131be:	49 3b a7 48 04 00 00 	cmp    0x448(%r15),%rsp
    7f45309131c5:	0f 87 b8 0b 00 00    	ja     0x7f4530913d83
    7f45309131cb:	c3                   	ret
    7f45309131cc:	be e4 ff ff ff       	mov    $0xffffffe4,%esi
    7f45309131d1:	48 89 44 24 60       	mov    %rax,0x60(%rsp)
    7f45309131d6:	4c 89 5c 24 78       	mov    %r11,0x78(%rsp)
    7f45309131db:	4c 89 24 24          	mov    %r12,(%rsp)
    7f45309131df:	48 89 54 24 08       	mov    %rdx,0x8(%rsp)
    7f45309131e4:	4c 89 44 24 10       	mov    %r8,0x10(%rsp)
    7f45309131e9:	44 89 54 24 18       	mov    %r10d,0x18(%rsp)
    7f45309131ee:	48 89 4c 24 20       	mov    %rcx,0x20(%rsp)
    7f45309131f3:	4c 89 6c 24 28       	mov    %r13,0x28(%rsp)
    7f45309131f8:	44 89 4c 24 1c       	mov    %r9d,0x1c(%rsp)
    7f45309131fd:	66 90                	xchg   %ax,%ax
    7f45309131ff:	e8 7c b8 a7 ff       	call   0x7f453038ea80
    ;   {other}
    7f4530913204:	0f 1f 84 00 74 06 00 	nopl   0x3000674(%rax,%rax,1)
    7f453091320b:	03 
    7f453091320c:	be e4 ff ff ff       	mov    $0xffffffe4,%esi
    7f4530913211:	48 89 44 24 60       	mov    %rax,0x60(%rsp)
    7f4530913216:	4c 89 5c 24 78       	mov    %r11,0x78(%rsp)
    7f453091321b:	4c 89 24 24          	mov    %r12,(%rsp)
    7f453091321f:	48 89 54 24 08       	mov    %rdx,0x8(%rsp)
    7f4530913224:	4c 89 44 24 10       	mov    %r8,0x10(%rsp)
    7f4530913229:	44 89 54 24 18       	mov    %r10d,0x18(%rsp)
    7f453091322e:	48 89 4c 24 20       	mov    %rcx,0x20(%rsp)
    7f4530913233:	48 89 5c 24 28       	mov    %rbx,0x28(%rsp)
    7f4530913238:	4c 89 6c 24 30       	mov    %r13,0x30(%rsp)
    7f453091323d:	44 89 4c 24 1c       	mov    %r9d,0x1c(%rsp)
    7f4530913242:	90                   	nop
    7f4530913243:	e8 38 b8 a7 ff       	call   0x7f453038ea80
    ;   {other}
    7f4530913248:	0f 1f 84 00 b8 06 00 	nopl   0x40006b8(%rax,%rax,1)
    7f453091324f:	04 
    7f4530913250:	be de ff ff ff       	mov    $0xffffffde,%esi
    7f4530913255:	48 89 44 24 60       	mov    %rax,0x60(%rsp)
    7f453091325a:	4c 89 5c 24 78       	mov    %r11,0x78(%rsp)
    7f453091325f:	4c 89 24 24          	mov    %r12,(%rsp)
    7f4530913263:	48 89 54 24 08       	mov    %rdx,0x8(%rsp)
    ;   {runtime_call UncommonTrapBlob}
    7f4530913268:	66 66 90             	data16 xchg %ax,%ax
    7f453091326b:	e8 10 b8 a7 ff       	call   0x7f453038ea80
    ;   {other}
    7f4530913270:	0f 1f 84 00 e0 06 00 	nopl   0x50006e0(%rax,%rax,1)
    7f4530913277:	05 
    7f4530913278:	be de ff ff ff       	mov    $0xffffffde,%esi
    7f453091327d:	48 89 44 24 60       	mov    %rax,0x60(%rsp)
    7f4530913282:	4c 89 5c 24 78       	mov    %r11,0x78(%rsp)
    7f4530913287:	4c 89 24 24          	mov    %r12,(%rsp)
    7f453091328b:	48 89 54 24 08       	mov    %rdx,0x8(%rsp)
    7f4530913290:	4c 89 44 24 10       	mov    %r8,0x10(%rsp)
    7f4530913295:	44 89 4c 24 18       	mov    %r9d,0x18(%rsp)
    7f453091329a:	90                   	nop
    7f453091329b:	e8 e0 b7 a7 ff       	call   0x7f453038ea80
    ;   {other}
    7f45309132a0:	0f 1f 84 00 10 07 00 	nopl   0x6000710(%rax,%rax,1)
    7f45309132a7:	06 
    7f45309132a8:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f45309132ad:	48 89 44 24 60       	mov    %rax,0x60(%rsp)
    7f45309132b2:	4c 89 5c 24 78       	mov    %r11,0x78(%rsp)
    7f45309132b7:	4c 89 24 24          	mov    %r12,(%rsp)
    7f45309132bb:	48 89 54 24 08       	mov    %rdx,0x8(%rsp)
    7f45309132c0:	4c 89 44 24 10       	mov    %r8,0x10(%rsp)
    7f45309132c5:	44 89 54 24 18       	mov    %r10d,0x18(%rsp)
    7f45309132ca:	4c 89 4c 24 28       	mov    %r9,0x28(%rsp)
    7f45309132cf:	48 89 4c 24 30       	mov    %rcx,0x30(%rsp)
    ;   {runtime_call UncommonTrapBlob}
    7f45309132d4:	66 66 90             	data16 xchg %ax,%ax
    7f45309132d7:	e8 a4 b7 a7 ff       	call   0x7f453038ea80
    ;   {other}
    7f45309132dc:	0f 1f 84 00 4c 07 00 	nopl   0x700074c(%rax,%rax,1)
    7f45309132e3:	07 
    7f45309132e4:	be 3d ff ff ff       	mov    $0xffffff3d,%esi
    7f45309132e9:	48 89 44 24 60       	mov    %rax,0x60(%rsp)
    7f45309132ee:	4c 89 5c 24 78       	mov    %r11,0x78(%rsp)
    7f45309132f3:	4c 89 24 24          	mov    %r12,(%rsp)
    7f45309132f7:	48 89 54 24 08       	mov    %rdx,0x8(%rsp)
    7f45309132fc:	4c 89 44 24 10       	mov    %r8,0x10(%rsp)
    7f4530913301:	44 89 4c 24 1c       	mov    %r9d,0x1c(%rsp)
    7f4530913306:	44 89 4c 24 20       	mov    %r9d,0x20(%rsp)
    7f453091330b:	e8 70 b7 a7 ff       	call   0x7f453038ea80
    ;   {other}
    7f4530913310:	0f 1f 84 00 80 07 00 	nopl   0x8000780(%rax,%rax,1)
    7f4530913317:	08 
    7f4530913318:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f453091331d:	48 89 44 24 60       	mov    %rax,0x60(%rsp)
    7f4530913322:	4c 89 5c 24 78       	mov    %r11,0x78(%rsp)
    7f4530913327:	4c 89 24 24          	mov    %r12,(%rsp)
    7f453091332b:	48 89 54 24 08       	mov    %rdx,0x8(%rsp)
    7f4530913330:	4c 89 44 24 10       	mov    %r8,0x10(%rsp)
    7f4530913335:	44 89 4c 24 18       	mov    %r9d,0x18(%rsp)
    7f453091333a:	44 89 54 24 1c       	mov    %r10d,0x1c(%rsp)
    7f453091333f:	e8 3c b7 a7 ff       	call   0x7f453038ea80
    ;   {other}
    7f4530913344:	0f 1f 84 00 b4 07 00 	nopl   0x90007b4(%rax,%rax,1)
    7f453091334b:	09 
    7f453091334c:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f4530913351:	48 89 44 24 60       	mov    %rax,0x60(%rsp)
    7f4530913356:	4c 89 5c 24 78       	mov    %r11,0x78(%rsp)
    7f453091335b:	4c 89 24 24          	mov    %r12,(%rsp)
    7f453091335f:	48 89 54 24 08       	mov    %rdx,0x8(%rsp)
    7f4530913364:	4c 89 44 24 10       	mov    %r8,0x10(%rsp)
    7f4530913369:	44 89 54 24 18       	mov    %r10d,0x18(%rsp)
    7f453091336e:	48 89 4c 24 20       	mov    %rcx,0x20(%rsp)
    7f4530913373:	48 89 5c 24 30       	mov    %rbx,0x30(%rsp)
    ;   {runtime_call UncommonTrapBlob}
    7f4530913378:	66 66 90             	data16 xchg %ax,%ax
    7f453091337b:	e8 00 b7 a7 ff       	call   0x7f453038ea80
    ;   {other}
    7f4530913380:	0f 1f 84 00 f0 07 00 	nopl   0xa0007f0(%rax,%rax,1)
    7f4530913387:	0a 
    7f4530913388:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f453091338d:	48 89 44 24 60       	mov    %rax,0x60(%rsp)
    7f4530913392:	4c 89 5c 24 78       	mov    %r11,0x78(%rsp)
    7f4530913397:	4c 89 24 24          	mov    %r12,(%rsp)
    7f453091339b:	48 89 54 24 08       	mov    %rdx,0x8(%rsp)
    7f45309133a0:	4c 89 44 24 10       	mov    %r8,0x10(%rsp)
    7f45309133a5:	44 89 54 24 18       	mov    %r10d,0x18(%rsp)
    7f45309133aa:	48 89 4c 24 20       	mov    %rcx,0x20(%rsp)
    7f45309133af:	48 89 5c 24 28       	mov    %rbx,0x28(%rsp)
    7f45309133b4:	4c 89 4c 24 38       	mov    %r9,0x38(%rsp)
    7f45309133b9:	66 90                	xchg   %ax,%ax
    7f45309133bb:	e8 c0 b6 a7 ff       	call   0x7f453038ea80
    ;   {other}
    7f45309133c0:	0f 1f 84 00 30 08 00 	nopl   0xb000830(%rax,%rax,1)
    7f45309133c7:	0b 
    7f45309133c8:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f45309133cd:	66 90                	xchg   %ax,%ax
    7f45309133cf:	e8 ac b6 a7 ff       	call   0x7f453038ea80
    ;   {other}
    7f45309133d4:	0f 1f 84 00 44 08 00 	nopl   0xc000844(%rax,%rax,1)
    7f45309133db:	0c 
    7f45309133dc:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f45309133e1:	66 90                	xchg   %ax,%ax
    7f45309133e3:	e8 98 b6 a7 ff       	call   0x7f453038ea80
    ;   {other}
    7f45309133e8:	0f 1f 84 00 58 08 00 	nopl   0xd000858(%rax,%rax,1)
    7f45309133ef:	0d 
    7f45309133f0:	be e4 ff ff ff       	mov    $0xffffffe4,%esi
    7f45309133f5:	4c 89 6c 24 68       	mov    %r13,0x68(%rsp)
    7f45309133fa:	4c 89 44 24 78       	mov    %r8,0x78(%rsp)
    7f45309133ff:	48 89 94 24 80 00 00 	mov    %rdx,0x80(%rsp)
    7f4530913406:	00 
    7f4530913407:	48 89 5c 24 08       	mov    %rbx,0x8(%rsp)
    7f453091340c:	4c 89 4c 24 10       	mov    %r9,0x10(%rsp)
    7f4530913411:	4c 89 64 24 18       	mov    %r12,0x18(%rsp)
    7f4530913416:	44 89 54 24 20       	mov    %r10d,0x20(%rsp)
    7f453091341b:	48 89 44 24 28       	mov    %rax,0x28(%rsp)
    ;   {runtime_call UncommonTrapBlob}
    7f4530913420:	66 66 90             	data16 xchg %ax,%ax
    7f4530913423:	e8 58 b6 a7 ff       	call   0x7f453038ea80
    ;   {other}
    7f4530913428:	0f 1f 84 00 98 08 00 	nopl   0xe000898(%rax,%rax,1)
    7f453091342f:	0e 
    7f4530913430:	be e4 ff ff ff       	mov    $0xffffffe4,%esi
    7f4530913435:	4c 89 6c 24 68       	mov    %r13,0x68(%rsp)
    7f453091343a:	4c 89 44 24 78       	mov    %r8,0x78(%rsp)
    7f453091343f:	48 89 94 24 80 00 00 	mov    %rdx,0x80(%rsp)
    7f4530913446:	00 
    7f4530913447:	48 89 5c 24 08       	mov    %rbx,0x8(%rsp)
    7f453091344c:	4c 89 4c 24 10       	mov    %r9,0x10(%rsp)
    7f4530913451:	4c 89 64 24 18       	mov    %r12,0x18(%rsp)
    7f4530913456:	44 89 54 24 20       	mov    %r10d,0x20(%rsp)
    7f453091345b:	48 89 7c 24 28       	mov    %rdi,0x28(%rsp)
    7f4530913460:	44 89 5c 24 24       	mov    %r11d,0x24(%rsp)
    7f4530913465:	66 90                	xchg   %ax,%ax
    7f4530913467:	e8 14 b6 a7 ff       	call   0x7f453038ea80
    ;   {other}
    7f453091346c:	0f 1f 84 00 dc 08 00 	nopl   0xf0008dc(%rax,%rax,1)
    7f4530913473:	0f 
    7f4530913474:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f4530913479:	48 8b 6c 24 10       	mov    0x10(%rsp),%rbp
    7f453091347e:	90                   	nop
    7f453091347f:	e8 fc b5 a7 ff       	call   0x7f453038ea80
    ;   {other}
    7f4530913484:	0f 1f 84 00 f4 08 00 	nopl   0x100008f4(%rax,%rax,1)
    7f453091348b:	10 
    7f453091348c:	41 bc 01 00 00 00    	mov    $0x1,%r12d
    7f4530913492:	e9 f1 fc ff ff       	jmp    0x7f4530913188
    7f4530913497:	be de ff ff ff       	mov    $0xffffffde,%esi
    7f453091349c:	48 8b 6c 24 60       	mov    0x60(%rsp),%rbp
    7f45309134a1:	4c 89 6c 24 60       	mov    %r13,0x60(%rsp)
    7f45309134a6:	4c 8b 14 24          	mov    (%rsp),%r10
    7f45309134aa:	4c 89 94 24 80 00 00 	mov    %r10,0x80(%rsp)
    7f45309134b1:	00 
    7f45309134b2:	4c 89 4c 24 08       	mov    %r9,0x8(%rsp)
    7f45309134b7:	e8 c4 b5 a7 ff       	call   0x7f453038ea80
    ;   {other}
    7f45309134bc:	0f 1f 84 00 2c 09 00 	nopl   0x1100092c(%rax,%rax,1)
    7f45309134c3:	11 
    7f45309134c4:	be de ff ff ff       	mov    $0xffffffde,%esi
    7f45309134c9:	48 8b 6c 24 60       	mov    0x60(%rsp),%rbp
    7f45309134ce:	4c 89 6c 24 60       	mov    %r13,0x60(%rsp)
    7f45309134d3:	4c 8b 14 24          	mov    (%rsp),%r10
    7f45309134d7:	4c 89 94 24 80 00 00 	mov    %r10,0x80(%rsp)
    7f45309134de:	00 
    7f45309134df:	4c 89 0c 24          	mov    %r9,(%rsp)
    7f45309134e3:	4c 89 64 24 08       	mov    %r12,0x8(%rsp)
    7f45309134e8:	44 89 5c 24 10       	mov    %r11d,0x10(%rsp)
    7f45309134ed:	66 90                	xchg   %ax,%ax
    7f45309134ef:	e8 8c b5 a7 ff       	call   0x7f453038ea80
    ;   {other}
    7f45309134f4:	0f 1f 84 00 64 09 00 	nopl   0x12000964(%rax,%rax,1)
    7f45309134fb:	12 
    7f45309134fc:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f4530913501:	4c 89 6c 24 68       	mov    %r13,0x68(%rsp)
    7f4530913506:	4c 89 44 24 78       	mov    %r8,0x78(%rsp)
    7f453091350b:	48 89 94 24 80 00 00 	mov    %rdx,0x80(%rsp)
    7f4530913512:	00 
    7f4530913513:	48 89 5c 24 10       	mov    %rbx,0x10(%rsp)
    7f4530913518:	4c 89 4c 24 18       	mov    %r9,0x18(%rsp)
    7f453091351d:	4c 89 64 24 20       	mov    %r12,0x20(%rsp)
    7f4530913522:	44 89 54 24 28       	mov    %r10d,0x28(%rsp)
    7f4530913527:	e8 54 b5 a7 ff       	call   0x7f453038ea80
    ;   {other}
    7f453091352c:	0f 1f 84 00 9c 09 00 	nopl   0x1300099c(%rax,%rax,1)
    7f4530913533:	13 
    7f4530913534:	be 3d ff ff ff       	mov    $0xffffff3d,%esi
    7f4530913539:	48 8b 6c 24 60       	mov    0x60(%rsp),%rbp
    7f453091353e:	4c 89 6c 24 60       	mov    %r13,0x60(%rsp)
    7f4530913543:	4c 8b 14 24          	mov    (%rsp),%r10
    7f4530913547:	4c 89 94 24 80 00 00 	mov    %r10,0x80(%rsp)
    7f453091354e:	00 
    7f453091354f:	4c 89 0c 24          	mov    %r9,(%rsp)
    7f4530913553:	4c 89 64 24 08       	mov    %r12,0x8(%rsp)
    7f4530913558:	44 89 5c 24 14       	mov    %r11d,0x14(%rsp)
    7f453091355d:	44 89 5c 24 18       	mov    %r11d,0x18(%rsp)
    7f4530913562:	90                   	nop
    7f4530913563:	e8 18 b5 a7 ff       	call   0x7f453038ea80
    ;   {other}
    7f4530913568:	0f 1f 84 00 d8 09 00 	nopl   0x140009d8(%rax,%rax,1)
    7f453091356f:	14 
    7f4530913570:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f4530913575:	48 8b 6c 24 60       	mov    0x60(%rsp),%rbp
    7f453091357a:	4c 89 6c 24 60       	mov    %r13,0x60(%rsp)
    7f453091357f:	48 8b 0c 24          	mov    (%rsp),%rcx
    7f4530913583:	48 89 8c 24 80 00 00 	mov    %rcx,0x80(%rsp)
    7f453091358a:	00 
    7f453091358b:	4c 89 0c 24          	mov    %r9,(%rsp)
    7f453091358f:	4c 89 64 24 08       	mov    %r12,0x8(%rsp)
    7f4530913594:	44 89 5c 24 10       	mov    %r11d,0x10(%rsp)
    7f4530913599:	44 89 54 24 14       	mov    %r10d,0x14(%rsp)
    7f453091359e:	90                   	nop
    7f453091359f:	e8 dc b4 a7 ff       	call   0x7f453038ea80
    ;   {other}
    7f45309135a4:	0f 1f 84 00 14 0a 00 	nopl   0x15000a14(%rax,%rax,1)
    7f45309135ab:	15 
    7f45309135ac:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f45309135b1:	48 8b 6c 24 60       	mov    0x60(%rsp),%rbp
    7f45309135b6:	4c 89 6c 24 60       	mov    %r13,0x60(%rsp)
    7f45309135bb:	4c 8b 1c 24          	mov    (%rsp),%r11
    7f45309135bf:	4c 89 9c 24 80 00 00 	mov    %r11,0x80(%rsp)
    7f45309135c6:	00 
    7f45309135c7:	48 89 1c 24          	mov    %rbx,(%rsp)
    7f45309135cb:	4c 89 4c 24 08       	mov    %r9,0x8(%rsp)
    7f45309135d0:	4c 89 64 24 10       	mov    %r12,0x10(%rsp)
    7f45309135d5:	44 89 54 24 18       	mov    %r10d,0x18(%rsp)
    7f45309135da:	48 89 7c 24 28       	mov    %rdi,0x28(%rsp)
    7f45309135df:	e8 9c b4 a7 ff       	call   0x7f453038ea80
    ;   {other}
    7f45309135e4:	0f 1f 84 00 54 0a 00 	nopl   0x16000a54(%rax,%rax,1)
    7f45309135eb:	16 
    7f45309135ec:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f45309135f1:	48 8b 6c 24 60       	mov    0x60(%rsp),%rbp
    7f45309135f6:	4c 89 6c 24 60       	mov    %r13,0x60(%rsp)
    7f45309135fb:	48 8b 0c 24          	mov    (%rsp),%rcx
    7f45309135ff:	48 89 8c 24 80 00 00 	mov    %rcx,0x80(%rsp)
    7f4530913606:	00 
    7f4530913607:	48 89 1c 24          	mov    %rbx,(%rsp)
    7f453091360b:	4c 89 4c 24 08       	mov    %r9,0x8(%rsp)
    7f4530913610:	4c 89 64 24 10       	mov    %r12,0x10(%rsp)
    7f4530913615:	44 89 54 24 18       	mov    %r10d,0x18(%rsp)
    7f453091361a:	48 89 7c 24 20       	mov    %rdi,0x20(%rsp)
    7f453091361f:	4c 89 5c 24 30       	mov    %r11,0x30(%rsp)
    ;   {runtime_call UncommonTrapBlob}
    7f4530913624:	66 66 90             	data16 xchg %ax,%ax
    7f4530913627:	e8 54 b4 a7 ff       	call   0x7f453038ea80
    ;   {other}
    7f453091362c:	0f 1f 84 00 9c 0a 00 	nopl   0x17000a9c(%rax,%rax,1)
    7f4530913633:	17 
    7f4530913634:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f4530913639:	66 90                	xchg   %ax,%ax
    7f453091363b:	e8 40 b4 a7 ff       	call   0x7f453038ea80
    ;   {other}
    7f4530913640:	0f 1f 84 00 b0 0a 00 	nopl   0x18000ab0(%rax,%rax,1)
    7f4530913647:	18 
    7f4530913648:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f453091364d:	41 8b e9             	mov    %r9d,%ebp
    ;   {runtime_call UncommonTrapBlob}
    7f4530913650:	66 66 90             	data16 xchg %ax,%ax
    7f4530913653:	e8 28 b4 a7 ff       	call   0x7f453038ea80
    ;   {other}
    7f4530913658:	0f 1f 84 00 c8 0a 00 	nopl   0x19000ac8(%rax,%rax,1)
    7f453091365f:	19 
    7f4530913660:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f4530913665:	41 8b e9             	mov    %r9d,%ebp
    ;   {runtime_call UncommonTrapBlob}
    7f4530913668:	66 66 90             	data16 xchg %ax,%ax
    7f453091366b:	e8 10 b4 a7 ff       	call   0x7f453038ea80
    ;   {other}
    7f4530913670:	0f 1f 84 00 e0 0a 00 	nopl   0x1a000ae0(%rax,%rax,1)
    7f4530913677:	1a 
    7f4530913678:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f453091367d:	41 8b e9             	mov    %r9d,%ebp
    ;   {runtime_call UncommonTrapBlob}
    7f4530913680:	66 66 90             	data16 xchg %ax,%ax
    7f4530913683:	e8 f8 b3 a7 ff       	call   0x7f453038ea80
    ;   {other}
    7f4530913688:	0f 1f 84 00 f8 0a 00 	nopl   0x1b000af8(%rax,%rax,1)
    7f453091368f:	1b 
    7f4530913690:	48 8b f0             	mov    %rax,%rsi
    7f4530913693:	eb 03                	jmp    0x7f4530913698
    7f4530913695:	48 8b f0             	mov    %rax,%rsi
    7f4530913698:	48 83 c4 50          	add    $0x50,%rsp
    ;   {runtime_call _rethrow_Java}
    7f453091369c:	5d                   	pop    %rbp
    7f453091369d:	e9 de a0 b3 ff       	jmp    0x7f453044d780
    7f45309136a2:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f45309136a7:	48 8b e8             	mov    %rax,%rbp
    7f45309136aa:	90                   	nop
    7f45309136ab:	e8 d0 b3 a7 ff       	call   0x7f453038ea80
    ;   {other}
    7f45309136b0:	0f 1f 84 00 20 0b 00 	nopl   0x1c000b20(%rax,%rax,1)
    7f45309136b7:	1c 
    7f45309136b8:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f45309136bd:	66 90                	xchg   %ax,%ax
    7f45309136bf:	e8 bc b3 a7 ff       	call   0x7f453038ea80
    ;   {other}
    7f45309136c4:	0f 1f 84 00 34 0b 00 	nopl   0x1d000b34(%rax,%rax,1)
    7f45309136cb:	1d 
    7f45309136cc:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f45309136d1:	41 8b eb             	mov    %r11d,%ebp
    ;   {runtime_call UncommonTrapBlob}
    7f45309136d4:	66 66 90             	data16 xchg %ax,%ax
    7f45309136d7:	e8 a4 b3 a7 ff       	call   0x7f453038ea80
    ;   {other}
    7f45309136dc:	0f 1f 84 00 4c 0b 00 	nopl   0x1e000b4c(%rax,%rax,1)
    7f45309136e3:	1e 
    7f45309136e4:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f45309136e9:	66 90                	xchg   %ax,%ax
    7f45309136eb:	e8 90 b3 a7 ff       	call   0x7f453038ea80
    ;   {other}
    7f45309136f0:	0f 1f 84 00 60 0b 00 	nopl   0x1f000b60(%rax,%rax,1)
    7f45309136f7:	1f 
    7f45309136f8:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f45309136fd:	41 8b eb             	mov    %r11d,%ebp
    ;   {runtime_call UncommonTrapBlob}
    7f4530913700:	66 66 90             	data16 xchg %ax,%ax
    7f4530913703:	e8 78 b3 a7 ff       	call   0x7f453038ea80
    ;   {other}
    7f4530913708:	0f 1f 84 00 78 0b 00 	nopl   0x20000b78(%rax,%rax,1)
    7f453091370f:	20 
    7f4530913710:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f4530913715:	66 90                	xchg   %ax,%ax
    7f4530913717:	e8 64 b3 a7 ff       	call   0x7f453038ea80
    ;   {other}
    7f453091371c:	0f 1f 84 00 8c 0b 00 	nopl   0x21000b8c(%rax,%rax,1)
    7f4530913723:	21 
    7f4530913724:	4d 8b 48 10          	mov    0x10(%r8),%r9
    7f4530913728:	48 83 ec 10          	sub    $0x10,%rsp
    7f453091372c:	4c 89 44 24 08       	mov    %r8,0x8(%rsp)
    7f4530913731:	48 89 14 24          	mov    %rdx,(%rsp)
    7f4530913735:	49 8d 70 10          	lea    0x10(%r8),%rsi
    7f4530913739:	49 8b f9             	mov    %r9,%rdi
    ;   {runtime_call ZBarrierSetRuntime::load_barrier_on_oop_field_preloaded(oopDesc*, oopDesc**)}
    7f453091373c:	e8 7f dc d8 12       	call   0x7f45436a13c0
    7f4530913741:	4c 8b c8             	mov    %rax,%r9
    7f4530913744:	48 8b 14 24          	mov    (%rsp),%rdx
    7f4530913748:	4c 8b 44 24 08       	mov    0x8(%rsp),%r8
    7f453091374d:	c5 f8 77             	vzeroupper
    7f4530913750:	48 83 c4 10          	add    $0x10,%rsp
    7f4530913754:	e9 10 f7 ff ff       	jmp    0x7f4530912e69
    7f4530913759:	4d 8b 61 10          	mov    0x10(%r9),%r12
    7f453091375d:	48 83 ec 20          	sub    $0x20,%rsp
    7f4530913761:	4c 89 5c 24 18       	mov    %r11,0x18(%rsp)
    7f4530913766:	4c 89 44 24 10       	mov    %r8,0x10(%rsp)
    7f453091376b:	4c 89 4c 24 08       	mov    %r9,0x8(%rsp)
    7f4530913770:	48 89 14 24          	mov    %rdx,(%rsp)
    7f4530913774:	49 8d 71 10          	lea    0x10(%r9),%rsi
    ;   {runtime_call ZBarrierSetRuntime::load_barrier_on_oop_field_preloaded(oopDesc*, oopDesc**)}
    7f4530913778:	49 8b fc             	mov    %r12,%rdi
    7f453091377b:	e8 40 dc d8 12       	call   0x7f45436a13c0
    7f4530913780:	4c 8b e0             	mov    %rax,%r12
    7f4530913783:	48 8b 14 24          	mov    (%rsp),%rdx
    7f4530913787:	4c 8b 4c 24 08       	mov    0x8(%rsp),%r9
    7f453091378c:	4c 8b 44 24 10       	mov    0x10(%rsp),%r8
    7f4530913791:	4c 8b 5c 24 18       	mov    0x18(%rsp),%r11
    7f4530913796:	c5 f8 77             	vzeroupper
    7f4530913799:	48 83 c4 20          	add    $0x20,%rsp
    7f453091379d:	e9 ea f6 ff ff       	jmp    0x7f4530912e8c
    7f45309137a2:	49 8b 44 24 40       	mov    0x40(%r12),%rax
    7f45309137a7:	48 83 ec 30          	sub    $0x30,%rsp
    7f45309137ab:	4c 89 54 24 28       	mov    %r10,0x28(%rsp)
    7f45309137b0:	4c 89 5c 24 20       	mov    %r11,0x20(%rsp)
    7f45309137b5:	4c 89 44 24 18       	mov    %r8,0x18(%rsp)
    7f45309137ba:	4c 89 4c 24 10       	mov    %r9,0x10(%rsp)
    7f45309137bf:	48 89 54 24 08       	mov    %rdx,0x8(%rsp)
    7f45309137c4:	48 89 34 24          	mov    %rsi,(%rsp)
    7f45309137c8:	49 8d 74 24 40       	lea    0x40(%r12),%rsi
    7f45309137cd:	48 8b f8             	mov    %rax,%rdi
    ;   {runtime_call ZBarrierSetRuntime::load_barrier_on_oop_field_preloaded(oopDesc*, oopDesc**)}
    7f45309137d0:	e8 eb db d8 12       	call   0x7f45436a13c0
    7f45309137d5:	48 8b 34 24          	mov    (%rsp),%rsi
    7f45309137d9:	48 8b 54 24 08       	mov    0x8(%rsp),%rdx
    7f45309137de:	4c 8b 4c 24 10       	mov    0x10(%rsp),%r9
    7f45309137e3:	4c 8b 44 24 18       	mov    0x18(%rsp),%r8
    7f45309137e8:	4c 8b 5c 24 20       	mov    0x20(%rsp),%r11
    7f45309137ed:	4c 8b 54 24 28       	mov    0x28(%rsp),%r10
    7f45309137f2:	c5 f8 77             	vzeroupper
    7f45309137f5:	48 83 c4 30          	add    $0x30,%rsp
    7f45309137f9:	e9 ec f6 ff ff       	jmp    0x7f4530912eea
    7f45309137fe:	49 8b 1b             	mov    (%r11),%rbx
    7f4530913801:	48 83 ec 40          	sub    $0x40,%rsp
    7f4530913805:	4c 89 54 24 38       	mov    %r10,0x38(%rsp)
    7f453091380a:	4c 89 5c 24 30       	mov    %r11,0x30(%rsp)
    7f453091380f:	4c 89 44 24 28       	mov    %r8,0x28(%rsp)
    7f4530913814:	4c 89 4c 24 20       	mov    %r9,0x20(%rsp)
    7f4530913819:	48 89 54 24 18       	mov    %rdx,0x18(%rsp)
    7f453091381e:	48 89 74 24 10       	mov    %rsi,0x10(%rsp)
    7f4530913823:	48 89 44 24 08       	mov    %rax,0x8(%rsp)
    7f4530913828:	49 8d 33             	lea    (%r11),%rsi
    7f453091382b:	48 8b fb             	mov    %rbx,%rdi
    7f453091382e:	e8 8d db d8 12       	call   0x7f45436a13c0
    7f4530913833:	48 8b d8             	mov    %rax,%rbx
    7f4530913836:	48 8b 44 24 08       	mov    0x8(%rsp),%rax
    7f453091383b:	48 8b 74 24 10       	mov    0x10(%rsp),%rsi
    7f4530913840:	48 8b 54 24 18       	mov    0x18(%rsp),%rdx
    7f4530913845:	4c 8b 4c 24 20       	mov    0x20(%rsp),%r9
    7f453091384a:	4c 8b 44 24 28       	mov    0x28(%rsp),%r8
    7f453091384f:	4c 8b 5c 24 30       	mov    0x30(%rsp),%r11
    7f4530913854:	4c 8b 54 24 38       	mov    0x38(%rsp),%r10
    7f4530913859:	c5 f8 77             	vzeroupper
    7f453091385c:	48 83 c4 40          	add    $0x40,%rsp
    7f4530913860:	e9 92 f6 ff ff       	jmp    0x7f4530912ef7
    7f4530913865:	48 8b 7c e8 10       	mov    0x10(%rax,%rbp,8),%rdi
    7f453091386a:	48 83 ec 30          	sub    $0x30,%rsp
    7f453091386e:	4c 89 54 24 28       	mov    %r10,0x28(%rsp)
    7f4530913873:	4c 89 44 24 20       	mov    %r8,0x20(%rsp)
    7f4530913878:	4c 89 4c 24 18       	mov    %r9,0x18(%rsp)
    7f453091387d:	48 89 54 24 10       	mov    %rdx,0x10(%rsp)
    7f4530913882:	48 89 74 24 08       	mov    %rsi,0x8(%rsp)
    7f4530913887:	48 89 04 24          	mov    %rax,(%rsp)
    7f453091388b:	48 8d 74 e8 10       	lea    0x10(%rax,%rbp,8),%rsi
    ;   {runtime_call ZBarrierSetRuntime::load_barrier_on_oop_field_preloaded(oopDesc*, oopDesc**)}
    7f4530913890:	e8 2b db d8 12       	call   0x7f45436a13c0
    7f4530913895:	48 8b f8             	mov    %rax,%rdi
    7f4530913898:	48 8b 04 24          	mov    (%rsp),%rax
    7f453091389c:	48 8b 74 24 08       	mov    0x8(%rsp),%rsi
    7f45309138a1:	48 8b 54 24 10       	mov    0x10(%rsp),%rdx
    7f45309138a6:	4c 8b 4c 24 18       	mov    0x18(%rsp),%r9
    7f45309138ab:	4c 8b 44 24 20       	mov    0x20(%rsp),%r8
    7f45309138b0:	4c 8b 54 24 28       	mov    0x28(%rsp),%r10
    7f45309138b5:	c5 f8 77             	vzeroupper
    7f45309138b8:	48 83 c4 30          	add    $0x30,%rsp
    7f45309138bc:	e9 5c f6 ff ff       	jmp    0x7f4530912f1d
    7f45309138c1:	48 8b 6f 10          	mov    0x10(%rdi),%rbp
    7f45309138c5:	48 83 ec 30          	sub    $0x30,%rsp
    7f45309138c9:	4c 89 54 24 28       	mov    %r10,0x28(%rsp)
    7f45309138ce:	4c 89 44 24 20       	mov    %r8,0x20(%rsp)
    7f45309138d3:	4c 89 4c 24 18       	mov    %r9,0x18(%rsp)
    7f45309138d8:	48 89 7c 24 10       	mov    %rdi,0x10(%rsp)
    7f45309138dd:	48 89 54 24 08       	mov    %rdx,0x8(%rsp)
    7f45309138e2:	48 89 34 24          	mov    %rsi,(%rsp)
    7f45309138e6:	48 8d 77 10          	lea    0x10(%rdi),%rsi
    7f45309138ea:	48 8b fd             	mov    %rbp,%rdi
    7f45309138ed:	e8 ce da d8 12       	call   0x7f45436a13c0
    7f45309138f2:	48 8b e8             	mov    %rax,%rbp
    7f45309138f5:	48 8b 34 24          	mov    (%rsp),%rsi
    7f45309138f9:	48 8b 54 24 08       	mov    0x8(%rsp),%rdx
    7f45309138fe:	48 8b 7c 24 10       	mov    0x10(%rsp),%rdi
    7f4530913903:	4c 8b 4c 24 18       	mov    0x18(%rsp),%r9
    7f4530913908:	4c 8b 44 24 20       	mov    0x20(%rsp),%r8
    7f453091390d:	4c 8b 54 24 28       	mov    0x28(%rsp),%r10
    7f4530913912:	c5 f8 77             	vzeroupper
    7f4530913915:	48 83 c4 30          	add    $0x30,%rsp
    7f4530913919:	e9 16 f6 ff ff       	jmp    0x7f4530912f34
    7f453091391e:	48 8b 6f 18          	mov    0x18(%rdi),%rbp
    7f4530913922:	48 83 ec 40          	sub    $0x40,%rsp
    7f4530913926:	4c 89 54 24 38       	mov    %r10,0x38(%rsp)
    7f453091392b:	4c 89 5c 24 30       	mov    %r11,0x30(%rsp)
    7f4530913930:	4c 89 44 24 28       	mov    %r8,0x28(%rsp)
    7f4530913935:	4c 89 4c 24 20       	mov    %r9,0x20(%rsp)
    7f453091393a:	48 89 7c 24 18       	mov    %rdi,0x18(%rsp)
    7f453091393f:	48 89 54 24 10       	mov    %rdx,0x10(%rsp)
    7f4530913944:	48 89 74 24 08       	mov    %rsi,0x8(%rsp)
    7f4530913949:	48 8d 77 18          	lea    0x18(%rdi),%rsi
    7f453091394d:	48 8b fd             	mov    %rbp,%rdi
    ;   {runtime_call ZBarrierSetRuntime::load_barrier_on_oop_field_preloaded(oopDesc*, oopDesc**)}
    7f4530913950:	e8 6b da d8 12       	call   0x7f45436a13c0
    7f4530913955:	48 8b e8             	mov    %rax,%rbp
    7f4530913958:	48 8b 74 24 08       	mov    0x8(%rsp),%rsi
    7f453091395d:	48 8b 54 24 10       	mov    0x10(%rsp),%rdx
    7f4530913962:	48 8b 7c 24 18       	mov    0x18(%rsp),%rdi
    7f4530913967:	4c 8b 4c 24 20       	mov    0x20(%rsp),%r9
    7f453091396c:	4c 8b 44 24 28       	mov    0x28(%rsp),%r8
    7f4530913971:	4c 8b 5c 24 30       	mov    0x30(%rsp),%r11
    7f4530913976:	4c 8b 54 24 38       	mov    0x38(%rsp),%r10
    7f453091397b:	c5 f8 77             	vzeroupper
    7f453091397e:	48 83 c4 40          	add    $0x40,%rsp
    7f4530913982:	e9 cd f5 ff ff       	jmp    0x7f4530912f54
    7f4530913987:	4c 8b 5c cd 10       	mov    0x10(%rbp,%rcx,8),%r11
    7f453091398c:	48 83 ec 30          	sub    $0x30,%rsp
    7f4530913990:	4c 89 54 24 28       	mov    %r10,0x28(%rsp)
    7f4530913995:	4c 89 4c 24 20       	mov    %r9,0x20(%rsp)
    7f453091399a:	48 89 4c 24 18       	mov    %rcx,0x18(%rsp)
    7f453091399f:	48 89 7c 24 10       	mov    %rdi,0x10(%rsp)
    7f45309139a4:	48 89 54 24 08       	mov    %rdx,0x8(%rsp)
    7f45309139a9:	48 8d 74 cd 10       	lea    0x10(%rbp,%rcx,8),%rsi
    7f45309139ae:	49 8b fb             	mov    %r11,%rdi
    7f45309139b1:	e8 0a da d8 12       	call   0x7f45436a13c0
    7f45309139b6:	4c 8b d8             	mov    %rax,%r11
    7f45309139b9:	48 8b 54 24 08       	mov    0x8(%rsp),%rdx
    7f45309139be:	48 8b 7c 24 10       	mov    0x10(%rsp),%rdi
    7f45309139c3:	48 8b 4c 24 18       	mov    0x18(%rsp),%rcx
    7f45309139c8:	4c 8b 4c 24 20       	mov    0x20(%rsp),%r9
    7f45309139cd:	4c 8b 54 24 28       	mov    0x28(%rsp),%r10
    7f45309139d2:	c5 f8 77             	vzeroupper
    7f45309139d5:	48 83 c4 30          	add    $0x30,%rsp
    7f45309139d9:	e9 9c f5 ff ff       	jmp    0x7f4530912f7a
    7f45309139de:	4d 8b 57 60          	mov    0x60(%r15),%r10
    7f45309139e2:	49 83 ba 38 03 00 00 	cmpq   $0x0,0x338(%r10)
    7f45309139e9:	00 
    7f45309139ea:	0f 84 2e 00 00 00    	je     0x7f4530913a1e
    7f45309139f0:	41 57                	push   %r15
    7f45309139f2:	4d 8b ba 38 03 00 00 	mov    0x338(%r10),%r15
    7f45309139f9:	49 83 ef 10          	sub    $0x10,%r15
    7f45309139fd:	4d 89 ba 38 03 00 00 	mov    %r15,0x338(%r10)
    7f4530913a04:	4f 8d 3c 3a          	lea    (%r10,%r15,1),%r15
    7f4530913a08:	4c 8d 54 cd 10       	lea    0x10(%rbp,%rcx,8),%r10
    7f4530913a0d:	4d 89 17             	mov    %r10,(%r15)
    7f4530913a10:	4d 8b 12             	mov    (%r10),%r10
    7f4530913a13:	4d 89 57 08          	mov    %r10,0x8(%r15)
    7f4530913a17:	41 5f                	pop    %r15
    7f4530913a19:	e9 8f f5 ff ff       	jmp    0x7f4530912fad
    7f4530913a1e:	48 83 ec 20          	sub    $0x20,%rsp
    7f4530913a22:	4c 89 54 24 18       	mov    %r10,0x18(%rsp)
    7f4530913a27:	4c 89 5c 24 10       	mov    %r11,0x10(%rsp)
    7f4530913a2c:	48 89 4c 24 08       	mov    %rcx,0x8(%rsp)
    7f4530913a31:	48 8d 7c cd 10       	lea    0x10(%rbp,%rcx,8),%rdi
    7f4530913a36:	e8 15 de d8 12       	call   0x7f45436a1850
    7f4530913a3b:	48 8b 4c 24 08       	mov    0x8(%rsp),%rcx
    7f4530913a40:	4c 8b 5c 24 10       	mov    0x10(%rsp),%r11
    7f4530913a45:	4c 8b 54 24 18       	mov    0x18(%rsp),%r10
    7f4530913a4a:	c5 f8 77             	vzeroupper
    7f4530913a4d:	48 83 c4 20          	add    $0x20,%rsp
    7f4530913a51:	eb c6                	jmp    0x7f4530913a19
    7f4530913a53:	49 8b 6b 10          	mov    0x10(%r11),%rbp
    7f4530913a57:	48 83 ec 20          	sub    $0x20,%rsp
    7f4530913a5b:	4c 89 5c 24 18       	mov    %r11,0x18(%rsp)
    7f4530913a60:	48 89 54 24 10       	mov    %rdx,0x10(%rsp)
    7f4530913a65:	48 89 44 24 08       	mov    %rax,0x8(%rsp)
    7f4530913a6a:	49 8d 73 10          	lea    0x10(%r11),%rsi
    7f4530913a6e:	48 8b fd             	mov    %rbp,%rdi
    7f4530913a71:	e8 4a d9 d8 12       	call   0x7f45436a13c0
    7f4530913a76:	48 8b e8             	mov    %rax,%rbp
    7f4530913a79:	48 8b 44 24 08       	mov    0x8(%rsp),%rax
    7f4530913a7e:	48 8b 54 24 10       	mov    0x10(%rsp),%rdx
    7f4530913a83:	4c 8b 5c 24 18       	mov    0x18(%rsp),%r11
    7f4530913a88:	c5 f8 77             	vzeroupper
    7f4530913a8b:	48 83 c4 20          	add    $0x20,%rsp
    7f4530913a8f:	e9 84 f5 ff ff       	jmp    0x7f4530913018
    7f4530913a94:	4c 8b 45 10          	mov    0x10(%rbp),%r8
    7f4530913a98:	48 83 ec 20          	sub    $0x20,%rsp
    7f4530913a9c:	4c 89 5c 24 18       	mov    %r11,0x18(%rsp)
    7f4530913aa1:	4c 89 4c 24 10       	mov    %r9,0x10(%rsp)
    7f4530913aa6:	48 89 54 24 08       	mov    %rdx,0x8(%rsp)
    7f4530913aab:	48 89 04 24          	mov    %rax,(%rsp)
    7f4530913aaf:	48 8d 75 10          	lea    0x10(%rbp),%rsi
    7f4530913ab3:	49 8b f8             	mov    %r8,%rdi
    7f4530913ab6:	e8 05 d9 d8 12       	call   0x7f45436a13c0
    7f4530913abb:	4c 8b c0             	mov    %rax,%r8
    7f4530913abe:	48 8b 04 24          	mov    (%rsp),%rax
    7f4530913ac2:	48 8b 54 24 08       	mov    0x8(%rsp),%rdx
    7f4530913ac7:	4c 8b 4c 24 10       	mov    0x10(%rsp),%r9
    7f4530913acc:	4c 8b 5c 24 18       	mov    0x18(%rsp),%r11
    7f4530913ad1:	c5 f8 77             	vzeroupper
    7f4530913ad4:	48 83 c4 20          	add    $0x20,%rsp
    7f4530913ad8:	e9 5e f5 ff ff       	jmp    0x7f453091303b
    7f4530913add:	4d 8b 68 40          	mov    0x40(%r8),%r13
    7f4530913ae1:	48 83 ec 40          	sub    $0x40,%rsp
    7f4530913ae5:	4c 89 54 24 38       	mov    %r10,0x38(%rsp)
    7f4530913aea:	4c 89 5c 24 30       	mov    %r11,0x30(%rsp)
    7f4530913aef:	4c 89 44 24 28       	mov    %r8,0x28(%rsp)
    7f4530913af4:	4c 89 4c 24 20       	mov    %r9,0x20(%rsp)
    7f4530913af9:	48 89 4c 24 18       	mov    %rcx,0x18(%rsp)
    7f4530913afe:	48 89 54 24 10       	mov    %rdx,0x10(%rsp)
    7f4530913b03:	48 89 74 24 08       	mov    %rsi,0x8(%rsp)
    7f4530913b08:	48 89 04 24          	mov    %rax,(%rsp)
    7f4530913b0c:	49 8d 70 40          	lea    0x40(%r8),%rsi
    ;   {runtime_call ZBarrierSetRuntime::load_barrier_on_oop_field_preloaded(oopDesc*, oopDesc**)}
    7f4530913b10:	49 8b fd             	mov    %r13,%rdi
    7f4530913b13:	e8 a8 d8 d8 12       	call   0x7f45436a13c0
    7f4530913b18:	4c 8b e8             	mov    %rax,%r13
    7f4530913b1b:	48 8b 04 24          	mov    (%rsp),%rax
    7f4530913b1f:	48 8b 74 24 08       	mov    0x8(%rsp),%rsi
    7f4530913b24:	48 8b 54 24 10       	mov    0x10(%rsp),%rdx
    7f4530913b29:	48 8b 4c 24 18       	mov    0x18(%rsp),%rcx
    7f4530913b2e:	4c 8b 4c 24 20       	mov    0x20(%rsp),%r9
    7f4530913b33:	4c 8b 44 24 28       	mov    0x28(%rsp),%r8
    7f4530913b38:	4c 8b 5c 24 30       	mov    0x30(%rsp),%r11
    7f4530913b3d:	4c 8b 54 24 38       	mov    0x38(%rsp),%r10
    7f4530913b42:	c5 f8 77             	vzeroupper
    7f4530913b45:	48 83 c4 40          	add    $0x40,%rsp
    7f4530913b49:	e9 51 f5 ff ff       	jmp    0x7f453091309f
    7f4530913b4e:	4b 8b 5c cd 10       	mov    0x10(%r13,%r9,8),%rbx
    7f4530913b53:	48 83 ec 40          	sub    $0x40,%rsp
    7f4530913b57:	4c 89 54 24 38       	mov    %r10,0x38(%rsp)
    7f4530913b5c:	4c 89 5c 24 30       	mov    %r11,0x30(%rsp)
    7f4530913b61:	4c 89 44 24 28       	mov    %r8,0x28(%rsp)
    7f4530913b66:	4c 89 4c 24 20       	mov    %r9,0x20(%rsp)
    7f4530913b6b:	48 89 4c 24 18       	mov    %rcx,0x18(%rsp)
    7f4530913b70:	48 89 54 24 10       	mov    %rdx,0x10(%rsp)
    7f4530913b75:	48 89 74 24 08       	mov    %rsi,0x8(%rsp)
    7f4530913b7a:	48 89 04 24          	mov    %rax,(%rsp)
    7f4530913b7e:	4b 8d 74 cd 10       	lea    0x10(%r13,%r9,8),%rsi
    7f4530913b83:	48 8b fb             	mov    %rbx,%rdi
    7f4530913b86:	e8 35 d8 d8 12       	call   0x7f45436a13c0
    7f4530913b8b:	48 8b d8             	mov    %rax,%rbx
    7f4530913b8e:	48 8b 04 24          	mov    (%rsp),%rax
    7f4530913b92:	48 8b 74 24 08       	mov    0x8(%rsp),%rsi
    7f4530913b97:	48 8b 54 24 10       	mov    0x10(%rsp),%rdx
    7f4530913b9c:	48 8b 4c 24 18       	mov    0x18(%rsp),%rcx
    7f4530913ba1:	4c 8b 4c 24 20       	mov    0x20(%rsp),%r9
    7f4530913ba6:	4c 8b 44 24 28       	mov    0x28(%rsp),%r8
    7f4530913bab:	4c 8b 5c 24 30       	mov    0x30(%rsp),%r11
    7f4530913bb0:	4c 8b 54 24 38       	mov    0x38(%rsp),%r10
    7f4530913bb5:	c5 f8 77             	vzeroupper
    7f4530913bb8:	48 83 c4 40          	add    $0x40,%rsp
    7f4530913bbc:	e9 fa f4 ff ff       	jmp    0x7f45309130bb
    7f4530913bc1:	4c 8b 4b 10          	mov    0x10(%rbx),%r9
    7f4530913bc5:	48 83 ec 40          	sub    $0x40,%rsp
    7f4530913bc9:	4c 89 54 24 38       	mov    %r10,0x38(%rsp)
    7f4530913bce:	4c 89 5c 24 30       	mov    %r11,0x30(%rsp)
    7f4530913bd3:	4c 89 44 24 28       	mov    %r8,0x28(%rsp)
    7f4530913bd8:	48 89 4c 24 20       	mov    %rcx,0x20(%rsp)
    7f4530913bdd:	48 89 54 24 18       	mov    %rdx,0x18(%rsp)
    7f4530913be2:	48 89 74 24 10       	mov    %rsi,0x10(%rsp)
    7f4530913be7:	48 89 44 24 08       	mov    %rax,0x8(%rsp)
    7f4530913bec:	48 8d 73 10          	lea    0x10(%rbx),%rsi
    ;   {runtime_call ZBarrierSetRuntime::load_barrier_on_oop_field_preloaded(oopDesc*, oopDesc**)}
    7f4530913bf0:	49 8b f9             	mov    %r9,%rdi
    7f4530913bf3:	e8 c8 d7 d8 12       	call   0x7f45436a13c0
    7f4530913bf8:	4c 8b c8             	mov    %rax,%r9
    7f4530913bfb:	48 8b 44 24 08       	mov    0x8(%rsp),%rax
    7f4530913c00:	48 8b 74 24 10       	mov    0x10(%rsp),%rsi
    7f4530913c05:	48 8b 54 24 18       	mov    0x18(%rsp),%rdx
    7f4530913c0a:	48 8b 4c 24 20       	mov    0x20(%rsp),%rcx
    7f4530913c0f:	4c 8b 44 24 28       	mov    0x28(%rsp),%r8
    7f4530913c14:	4c 8b 5c 24 30       	mov    0x30(%rsp),%r11
    7f4530913c19:	4c 8b 54 24 38       	mov    0x38(%rsp),%r10
    7f4530913c1e:	c5 f8 77             	vzeroupper
    7f4530913c21:	48 83 c4 40          	add    $0x40,%rsp
    7f4530913c25:	e9 a8 f4 ff ff       	jmp    0x7f45309130d2
    7f4530913c2a:	4c 8b 6b 18          	mov    0x18(%rbx),%r13
    7f4530913c2e:	48 83 ec 40          	sub    $0x40,%rsp
    7f4530913c32:	4c 89 54 24 38       	mov    %r10,0x38(%rsp)
    7f4530913c37:	4c 89 5c 24 30       	mov    %r11,0x30(%rsp)
    7f4530913c3c:	4c 89 44 24 28       	mov    %r8,0x28(%rsp)
    7f4530913c41:	4c 89 4c 24 20       	mov    %r9,0x20(%rsp)
    7f4530913c46:	48 89 4c 24 18       	mov    %rcx,0x18(%rsp)
    7f4530913c4b:	48 89 54 24 10       	mov    %rdx,0x10(%rsp)
    7f4530913c50:	48 89 74 24 08       	mov    %rsi,0x8(%rsp)
    7f4530913c55:	48 89 04 24          	mov    %rax,(%rsp)
    7f4530913c59:	48 8d 73 18          	lea    0x18(%rbx),%rsi
    7f4530913c5d:	49 8b fd             	mov    %r13,%rdi
    ;   {runtime_call ZBarrierSetRuntime::load_barrier_on_oop_field_preloaded(oopDesc*, oopDesc**)}
    7f4530913c60:	e8 5b d7 d8 12       	call   0x7f45436a13c0
    7f4530913c65:	4c 8b e8             	mov    %rax,%r13
    7f4530913c68:	48 8b 04 24          	mov    (%rsp),%rax
    7f4530913c6c:	48 8b 74 24 08       	mov    0x8(%rsp),%rsi
    7f4530913c71:	48 8b 54 24 10       	mov    0x10(%rsp),%rdx
    7f4530913c76:	48 8b 4c 24 18       	mov    0x18(%rsp),%rcx
    7f4530913c7b:	4c 8b 4c 24 20       	mov    0x20(%rsp),%r9
    7f4530913c80:	4c 8b 44 24 28       	mov    0x28(%rsp),%r8
    7f4530913c85:	4c 8b 5c 24 30       	mov    0x30(%rsp),%r11
    7f4530913c8a:	4c 8b 54 24 38       	mov    0x38(%rsp),%r10
    7f4530913c8f:	c5 f8 77             	vzeroupper
    7f4530913c92:	48 83 c4 40          	add    $0x40,%rsp
    7f4530913c96:	e9 57 f4 ff ff       	jmp    0x7f45309130f2
    7f4530913c9b:	4d 8b 4c fd 10       	mov    0x10(%r13,%rdi,8),%r9
    7f4530913ca0:	48 83 ec 40          	sub    $0x40,%rsp
    7f4530913ca4:	4c 89 54 24 38       	mov    %r10,0x38(%rsp)
    7f4530913ca9:	4c 89 5c 24 30       	mov    %r11,0x30(%rsp)
    7f4530913cae:	4c 89 44 24 28       	mov    %r8,0x28(%rsp)
    7f4530913cb3:	48 89 4c 24 20       	mov    %rcx,0x20(%rsp)
    7f4530913cb8:	48 89 7c 24 18       	mov    %rdi,0x18(%rsp)
    7f4530913cbd:	48 89 54 24 10       	mov    %rdx,0x10(%rsp)
    7f4530913cc2:	48 89 44 24 08       	mov    %rax,0x8(%rsp)
    7f4530913cc7:	49 8d 74 fd 10       	lea    0x10(%r13,%rdi,8),%rsi
    ;   {runtime_call ZBarrierSetRuntime::load_barrier_on_oop_field_preloaded(oopDesc*, oopDesc**)}
    7f4530913ccc:	49 8b f9             	mov    %r9,%rdi
    7f4530913ccf:	e8 ec d6 d8 12       	call   0x7f45436a13c0
    7f4530913cd4:	4c 8b c8             	mov    %rax,%r9
    7f4530913cd7:	48 8b 44 24 08       	mov    0x8(%rsp),%rax
    7f4530913cdc:	48 8b 54 24 10       	mov    0x10(%rsp),%rdx
    7f4530913ce1:	48 8b 7c 24 18       	mov    0x18(%rsp),%rdi
    7f4530913ce6:	48 8b 4c 24 20       	mov    0x20(%rsp),%rcx
    7f4530913ceb:	4c 8b 44 24 28       	mov    0x28(%rsp),%r8
    7f4530913cf0:	4c 8b 5c 24 30       	mov    0x30(%rsp),%r11
    7f4530913cf5:	4c 8b 54 24 38       	mov    0x38(%rsp),%r10
    7f4530913cfa:	c5 f8 77             	vzeroupper
    7f4530913cfd:	48 83 c4 40          	add    $0x40,%rsp
    7f4530913d01:	e9 13 f4 ff ff       	jmp    0x7f4530913119
    7f4530913d06:	4d 8b 57 60          	mov    0x60(%r15),%r10
    7f4530913d0a:	49 83 ba 38 03 00 00 	cmpq   $0x0,0x338(%r10)
    7f4530913d11:	00 
    7f4530913d12:	0f 84 2e 00 00 00    	je     0x7f4530913d46
    7f4530913d18:	41 57                	push   %r15
    7f4530913d1a:	4d 8b ba 38 03 00 00 	mov    0x338(%r10),%r15
    7f4530913d21:	49 83 ef 10          	sub    $0x10,%r15
    7f4530913d25:	4d 89 ba 38 03 00 00 	mov    %r15,0x338(%r10)
    7f4530913d2c:	4f 8d 3c 3a          	lea    (%r10,%r15,1),%r15
    7f4530913d30:	4d 8d 54 fd 10       	lea    0x10(%r13,%rdi,8),%r10
    7f4530913d35:	4d 89 17             	mov    %r10,(%r15)
    7f4530913d38:	4d 8b 12             	mov    (%r10),%r10
    7f4530913d3b:	4d 89 57 08          	mov    %r10,0x8(%r15)
    7f4530913d3f:	41 5f                	pop    %r15
    7f4530913d41:	e9 fe f3 ff ff       	jmp    0x7f4530913144
    7f4530913d46:	48 83 ec 20          	sub    $0x20,%rsp
    7f4530913d4a:	4c 89 54 24 18       	mov    %r10,0x18(%rsp)
    7f4530913d4f:	4c 89 44 24 10       	mov    %r8,0x10(%rsp)
    7f4530913d54:	4c 89 4c 24 08       	mov    %r9,0x8(%rsp)
    7f4530913d59:	48 89 3c 24          	mov    %rdi,(%rsp)
    7f4530913d5d:	49 8d 7c fd 10       	lea    0x10(%r13,%rdi,8),%rdi
    7f4530913d62:	e8 e9 da d8 12       	call   0x7f45436a1850
    7f4530913d67:	48 8b 3c 24          	mov    (%rsp),%rdi
    7f4530913d6b:	4c 8b 4c 24 08       	mov    0x8(%rsp),%r9
    7f4530913d70:	4c 8b 44 24 10       	mov    0x10(%rsp),%r8
    7f4530913d75:	4c 8b 54 24 18       	mov    0x18(%rsp),%r10
    7f4530913d7a:	c5 f8 77             	vzeroupper
    7f4530913d7d:	48 83 c4 20          	add    $0x20,%rsp
    7f4530913d81:	eb be                	jmp    0x7f4530913d41
    7f4530913d83:	49 ba be 31 91 30 45 	movabs $0x7f45309131be,%r10
    7f4530913d8a:	7f 00 00 
    7f4530913d8d:	4d 89 97 60 04 00 00 	mov    %r10,0x460(%r15)
    ;   {runtime_call SafepointBlob}
    7f4530913d94:	e9 67 9b a7 ff       	jmp    0x7f453038d900
    7f4530913d99:	e8 82 34 a6 ff       	call   0x7f4530377220
    7f4530913d9e:	e9 77 f0 ff ff       	jmp    0x7f4530912e1a
    7f4530913da3:	f4                   	hlt
    7f4530913da4:	f4                   	hlt
    7f4530913da5:	f4                   	hlt
    7f4530913da6:	f4                   	hlt
    7f4530913da7:	f4                   	hlt
