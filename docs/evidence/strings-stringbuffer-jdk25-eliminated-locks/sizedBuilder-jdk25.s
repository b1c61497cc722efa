# Compiled method (c2) 2806  746       4       io.github.poolbench.strings.jmh_generated.StringBuildingBenchmark_sizedBuilder_jmhTest::sizedBuilder_avgt_jmhStub (57 bytes)
    7faaebf02400:	89 84 24 00 c0 fe ff 	mov    %eax,-0x14000(%rsp)
    7faaebf02407:	55                   	push   %rbp
    7faaebf02408:	48 83 ec 70          	sub    $0x70,%rsp
    7faaebf0240c:	41 81 7f 20 00 00 00 	cmpl   $0x0,0x20(%r15)
    7faaebf02413:	00 
    7faaebf02414:	0f 85 f3 1a 00 00    	jne    0x7faaebf03f0d
    7faaebf0241a:	48 89 7c 24 10       	mov    %rdi,0x10(%rsp)
    7faaebf0241f:	48 89 b4 24 88 00 00 	mov    %rsi,0x88(%rsp)
    7faaebf02426:	00 
    7faaebf02427:	48 89 14 24          	mov    %rdx,(%rsp)
    7faaebf0242b:	c5 f8 77             	vzeroupper
    7faaebf0242e:	49 ba d0 18 88 01 ab 	movabs $0x7fab018818d0,%r10
    7faaebf02435:	7f 00 00 
    ;   {post_call_nop}
    7faaebf02438:	41 ff d2             	call   *%r10
    7faaebf0243b:	0f 1f 84 00 00 00 00 	nopl   0x0(%rax,%rax,1)
    7faaebf02442:	00 
    7faaebf02443:	4c 8b 14 24          	mov    (%rsp),%r10
    7faaebf02447:	4d 85 d2             	test   %r10,%r10
    7faaebf0244a:	0f 84 dd 14 00 00    	je     0x7faaebf0392d
    7faaebf02450:	49 89 42 28          	mov    %rax,0x28(%r10)
    7faaebf02454:	4c 8b 94 24 90 00 00 	mov    0x90(%rsp),%r10
    7faaebf0245b:	00 
    ; implicit exception: dispatches to 0x00007faaebf03d18
    7faaebf0245c:	41 8b 52 0c          	mov    0xc(%r10),%edx
    7faaebf02460:	81 fa 00 00 10 00    	cmp    $0x100000,%edx
    7faaebf02466:	0f 87 9a 11 00 00    	ja     0x7faaebf03606
    7faaebf0246c:	4d 8b 97 c8 01 00 00 	mov    0x1c8(%r15),%r10
    7faaebf02473:	44 8b da             	mov    %edx,%r11d
    7faaebf02476:	49 63 cb             	movslq %r11d,%rcx
    7faaebf02479:	48 83 c1 17          	add    $0x17,%rcx
    7faaebf0247d:	4c 8b d9             	mov    %rcx,%r11
    7faaebf02480:	49 83 e3 f8          	and    $0xfffffffffffffff8,%r11
    7faaebf02484:	4d 8b c2             	mov    %r10,%r8
    7faaebf02487:	4d 03 c3             	add    %r11,%r8
    7faaebf0248a:	4d 3b 87 d8 01 00 00 	cmp    0x1d8(%r15),%r8
    7faaebf02491:	0f 83 6f 11 00 00    	jae    0x7faaebf03606
    7faaebf02497:	4d 89 87 c8 01 00 00 	mov    %r8,0x1c8(%r15)
    7faaebf0249e:	49 8b fa             	mov    %r10,%rdi
    7faaebf024a1:	48 83 c7 10          	add    $0x10,%rdi
    7faaebf024a5:	49 c7 02 01 00 00 00 	movq   $0x1,(%r10)
    7faaebf024ac:	41 0f 0d 88 00 01 00 	prefetchw 0x100(%r8)
    7faaebf024b3:	00 
    ;   {metadata({type array byte})}
    7faaebf024b4:	41 c7 42 08 98 34 17 	movl   $0x173498,0x8(%r10)
    7faaebf024bb:	00 
    7faaebf024bc:	41 89 52 0c          	mov    %edx,0xc(%r10)
    7faaebf024c0:	41 0f 0d 88 40 01 00 	prefetchw 0x140(%r8)
    7faaebf024c7:	00 
    7faaebf024c8:	41 0f 0d 88 80 01 00 	prefetchw 0x180(%r8)
    7faaebf024cf:	00 
    7faaebf024d0:	48 c1 e9 03          	shr    $0x3,%rcx
    7faaebf024d4:	48 83 c1 fe          	add    $0xfffffffffffffffe,%rcx
    7faaebf024d8:	48 33 c0             	xor    %rax,%rax
    7faaebf024db:	48 83 f9 08          	cmp    $0x8,%rcx
    7faaebf024df:	7f 10                	jg     0x7faaebf024f1
    7faaebf024e1:	48 ff c9             	dec    %rcx
    7faaebf024e4:	78 6d                	js     0x7faaebf02553
    7faaebf024e6:	48 89 04 cf          	mov    %rax,(%rdi,%rcx,8)
    7faaebf024ea:	48 ff c9             	dec    %rcx
    7faaebf024ed:	7d f7                	jge    0x7faaebf024e6
    7faaebf024ef:	eb 62                	jmp    0x7faaebf02553
    7faaebf024f1:	62 f1 7d 48 ef c0    	vpxord %zmm0,%zmm0,%zmm0
    7faaebf024f7:	e9 0a 00 00 00       	jmp    0x7faaebf02506
    7faaebf024fc:	62 f1 fe 48 7f 07    	vmovdqu64 %zmm0,(%rdi)
    7faaebf02502:	48 83 c7 40          	add    $0x40,%rdi
    7faaebf02506:	48 83 e9 08          	sub    $0x8,%rcx
    7faaebf0250a:	7d f0                	jge    0x7faaebf024fc
    7faaebf0250c:	48 83 c1 08          	add    $0x8,%rcx
    7faaebf02510:	74 41                	je     0x7faaebf02553
    7faaebf02512:	48 c7 c0 ff ff ff ff 	mov    $0xffffffffffffffff,%rax
    7faaebf02519:	c4 e2 f0 f5 c0       	bzhi   %rcx,%rax,%rax
    7faaebf0251e:	c4 e1 fb 92 f8       	kmovq  %rax,%k7
    7faaebf02523:	62 f1 fe 4f 7f 07    	vmovdqu64 %zmm0,(%rdi){%k7}
    7faaebf02529:	e9 25 00 00 00       	jmp    0x7faaebf02553
    7faaebf0252e:	48 83 c7 20          	add    $0x20,%rdi
    7faaebf02532:	48 83 e9 04          	sub    $0x4,%rcx
    7faaebf02536:	48 83 c1 04          	add    $0x4,%rcx
    7faaebf0253a:	7e 17                	jle    0x7faaebf02553
    7faaebf0253c:	48 c7 c0 ff ff ff ff 	mov    $0xffffffffffffffff,%rax
    7faaebf02543:	c4 e2 f0 f5 c0       	bzhi   %rcx,%rax,%rax
    7faaebf02548:	c4 e1 fb 92 f8       	kmovq  %rax,%k7
    7faaebf0254d:	62 f1 fe 2f 7f 07    	vmovdqu64 %ymm0,(%rdi){%k7}
    7faaebf02553:	4c 8b 9c 24 90 00 00 	mov    0x90(%rsp),%r11
    7faaebf0255a:	00 
    7faaebf0255b:	41 8b 5b 10          	mov    0x10(%r11),%ebx
    7faaebf0255f:	44 8b 6b 0c          	mov    0xc(%rbx),%r13d
    7faaebf02563:	4d 8b c2             	mov    %r10,%r8
    7faaebf02566:	44 89 44 24 34       	mov    %r8d,0x34(%rsp)
    7faaebf0256b:	45 85 ed             	test   %r13d,%r13d
    7faaebf0256e:	0f 86 fc 0c 00 00    	jbe    0x7faaebf03270
    7faaebf02574:	45 8d 5d ff          	lea    -0x1(%r13),%r11d
    7faaebf02578:	45 3b dd             	cmp    %r13d,%r11d
    7faaebf0257b:	0f 83 df 13 00 00    	jae    0x7faaebf03960
    7faaebf02581:	4c 8b db             	mov    %rbx,%r11
    7faaebf02584:	4c 89 5c 24 18       	mov    %r11,0x18(%rsp)
    7faaebf02589:	49 8b c2             	mov    %r10,%rax
    7faaebf0258c:	33 ff                	xor    %edi,%edi
    7faaebf0258e:	45 33 f6             	xor    %r14d,%r14d
    7faaebf02591:	33 c9                	xor    %ecx,%ecx
    7faaebf02593:	eb 3b                	jmp    0x7faaebf025d0
    7faaebf02595:	49 ba ff ff ff ff ff 	movabs $0xffffffffffffffff,%r10
    7faaebf0259c:	ff ff ff 
    7faaebf0259f:	c4 42 e8 f5 d2       	bzhi   %rdx,%r10,%r10
    7faaebf025a4:	c4 c1 fb 92 fa       	kmovq  %r10,%k7
    7faaebf025a9:	62 f1 7f af 6f 07    	vmovdqu8 (%rdi),%ymm0{%k7}{z}
    7faaebf025af:	62 f1 7f 2f 7f 06    	vmovdqu8 %ymm0,(%rsi){%k7}
    7faaebf025b5:	41 ff c6             	inc    %r14d
    7faaebf025b8:	45 3b f5             	cmp    %r13d,%r14d
    7faaebf025bb:	0f 8d 7a 01 00 00    	jge    0x7faaebf0273b
    7faaebf025c1:	44 8b 54 24 34       	mov    0x34(%rsp),%r10d
    7faaebf025c6:	49 8b c2             	mov    %r10,%rax
    7faaebf025c9:	8b 7c 24 2c          	mov    0x2c(%rsp),%edi
    7faaebf025cd:	41 8b c8             	mov    %r8d,%ecx
    7faaebf025d0:	46 8b 54 b3 10       	mov    0x10(%rbx,%r14,4),%r10d
    7faaebf025d5:	45 8b 5a 14          	mov    0x14(%r10),%r11d
    7faaebf025d9:	45 8b 5b 0c          	mov    0xc(%r11),%r11d
    7faaebf025dd:	41 0f be 52 10       	movsbl 0x10(%r10),%edx
    7faaebf025e2:	44 8b c7             	mov    %edi,%r8d
    7faaebf025e5:	44 0b c2             	or     %edx,%r8d
    7faaebf025e8:	c4 42 6a f7 cb       	sarx   %edx,%r11d,%r9d
    7faaebf025ed:	45 0f be d8          	movsbl %r8b,%r11d
    7faaebf025f1:	41 3b fb             	cmp    %r11d,%edi
    7faaebf025f4:	0f 85 86 11 00 00    	jne    0x7faaebf03780
    7faaebf025fa:	44 89 54 24 48       	mov    %r10d,0x48(%rsp)
    7faaebf025ff:	44 8b 50 0c          	mov    0xc(%rax),%r10d
    7faaebf02603:	46 8d 04 09          	lea    (%rcx,%r9,1),%r8d
    7faaebf02607:	49 63 f2             	movslq %r10d,%rsi
    7faaebf0260a:	4d 63 d0             	movslq %r8d,%r10
    7faaebf0260d:	c4 42 a1 f7 d2       	shlx   %r11,%r10,%r10
    7faaebf02612:	4c 3b d6             	cmp    %rsi,%r10
    7faaebf02615:	0f 8e 95 00 00 00    	jle    0x7faaebf026b0
    7faaebf0261b:	44 89 44 24 30       	mov    %r8d,0x30(%rsp)
    7faaebf02620:	44 89 5c 24 2c       	mov    %r11d,0x2c(%rsp)
    7faaebf02625:	44 89 4c 24 28       	mov    %r9d,0x28(%rsp)
    7faaebf0262a:	89 4c 24 24          	mov    %ecx,0x24(%rsp)
    7faaebf0262e:	44 89 74 24 20       	mov    %r14d,0x20(%rsp)
    7faaebf02633:	89 bc 24 80 00 00 00 	mov    %edi,0x80(%rsp)
    7faaebf0263a:	48 8b f0             	mov    %rax,%rsi
    7faaebf0263d:	44 89 6c 24 0c       	mov    %r13d,0xc(%rsp)
    7faaebf02642:	89 5c 24 08          	mov    %ebx,0x8(%rsp)
    7faaebf02646:	44 8b 54 24 48       	mov    0x48(%rsp),%r10d
    7faaebf0264b:	49 8b ea             	mov    %r10,%rbp
    7faaebf0264e:	8b d7                	mov    %edi,%edx
    7faaebf02650:	45 8b cb             	mov    %r11d,%r9d
    7faaebf02653:	48 89 44 24 40       	mov    %rax,0x40(%rsp)
    7faaebf02658:	89 8c 24 84 00 00 00 	mov    %ecx,0x84(%rsp)
    7faaebf0265f:	90                   	nop
    ;   {static_call}
    7faaebf02660:	c5 f8 77             	vzeroupper
    7faaebf02663:	e8 78 4e a8 ff       	call   0x7faaeb9874e0
    ;   {post_call_nop}
    7faaebf02668:	0f 1f 84 00 60 03 00 	nopl   0x360(%rax,%rax,1)
    7faaebf0266f:	00 
    7faaebf02670:	44 8b 5c 24 48       	mov    0x48(%rsp),%r11d
    7faaebf02675:	41 0f be 53 10       	movsbl 0x10(%r11),%edx
    7faaebf0267a:	4c 8b d0             	mov    %rax,%r10
    7faaebf0267d:	4c 8b d8             	mov    %rax,%r11
    7faaebf02680:	44 89 5c 24 34       	mov    %r11d,0x34(%rsp)
    7faaebf02685:	48 89 84 24 80 00 00 	mov    %rax,0x80(%rsp)
    7faaebf0268c:	00 
    7faaebf0268d:	8b 5c 24 08          	mov    0x8(%rsp),%ebx
    7faaebf02691:	44 8b 6c 24 0c       	mov    0xc(%rsp),%r13d
    7faaebf02696:	44 8b 74 24 20       	mov    0x20(%rsp),%r14d
    7faaebf0269b:	8b 4c 24 24          	mov    0x24(%rsp),%ecx
    7faaebf0269f:	44 8b 4c 24 28       	mov    0x28(%rsp),%r9d
    7faaebf026a4:	44 8b 5c 24 2c       	mov    0x2c(%rsp),%r11d
    7faaebf026a9:	44 8b 44 24 30       	mov    0x30(%rsp),%r8d
    7faaebf026ae:	eb 18                	jmp    0x7faaebf026c8
    7faaebf026b0:	4d 85 d2             	test   %r10,%r10
    7faaebf026b3:	0f 8c 8b 11 00 00    	jl     0x7faaebf03844
    7faaebf026b9:	48 89 84 24 80 00 00 	mov    %rax,0x80(%rsp)
    7faaebf026c0:	00 
    7faaebf026c1:	89 7c 24 2c          	mov    %edi,0x2c(%rsp)
    7faaebf026c5:	4c 8b d0             	mov    %rax,%r10
    7faaebf026c8:	41 3b d3             	cmp    %r11d,%edx
    7faaebf026cb:	0f 85 0f 11 00 00    	jne    0x7faaebf037e0
    7faaebf026d1:	8b 54 24 48          	mov    0x48(%rsp),%edx
    7faaebf026d5:	8b 7a 14             	mov    0x14(%rdx),%edi
    ; implicit exception: dispatches to 0x00007faaebf03c4c
    7faaebf026d8:	8b 57 0c             	mov    0xc(%rdi),%edx
    7faaebf026db:	c4 e2 21 f7 e9       	shlx   %r11d,%ecx,%ebp
    ; implicit exception: dispatches to 0x00007faaebf03c64
    7faaebf026e0:	41 8b 72 0c          	mov    0xc(%r10),%esi
    7faaebf026e4:	85 ed                	test   %ebp,%ebp
    7faaebf026e6:	0f 8c 50 10 00 00    	jl     0x7faaebf0373c
    7faaebf026ec:	8d 04 2a             	lea    (%rdx,%rbp,1),%eax
    7faaebf026ef:	3b f0                	cmp    %eax,%esi
    7faaebf026f1:	0f 82 45 10 00 00    	jb     0x7faaebf0373c
    7faaebf026f7:	85 d2                	test   %edx,%edx
    7faaebf026f9:	0f 86 b6 fe ff ff    	jbe    0x7faaebf025b5
    7faaebf026ff:	49 8d 74 2a 10       	lea    0x10(%r10,%rbp,1),%rsi
    7faaebf02704:	48 63 d2             	movslq %edx,%rdx
    7faaebf02707:	4c 8b d7             	mov    %rdi,%r10
    7faaebf0270a:	48 8d 7f 10          	lea    0x10(%rdi),%rdi
    7faaebf0270e:	48 83 fa 20          	cmp    $0x20,%rdx
    7faaebf02712:	0f 86 7d fe ff ff    	jbe    0x7faaebf02595
    7faaebf02718:	41 8b e8             	mov    %r8d,%ebp
    7faaebf0271b:	c5 f8 77             	vzeroupper
    7faaebf0271e:	49 ba e0 a2 96 eb aa 	movabs $0x7faaeb96a2e0,%r10
    7faaebf02725:	7f 00 00 
    ;   {post_call_nop}
    7faaebf02728:	41 ff d2             	call   *%r10
    7faaebf0272b:	0f 1f 84 00 00 00 00 	nopl   0x0(%rax,%rax,1)
    7faaebf02732:	00 
    7faaebf02733:	44 8b c5             	mov    %ebp,%r8d
    7faaebf02736:	e9 7a fe ff ff       	jmp    0x7faaebf025b5
    7faaebf0273b:	8b 4c 24 2c          	mov    0x2c(%rsp),%ecx
    7faaebf0273f:	45 85 c0             	test   %r8d,%r8d
    7faaebf02742:	0f 84 98 12 00 00    	je     0x7faaebf039e0
    7faaebf02748:	49 8b 9f c8 01 00 00 	mov    0x1c8(%r15),%rbx
    7faaebf0274f:	4c 8b d3             	mov    %rbx,%r10
    7faaebf02752:	49 83 c2 18          	add    $0x18,%r10
    7faaebf02756:	4d 3b 97 d8 01 00 00 	cmp    0x1d8(%r15),%r10
    7faaebf0275d:	0f 83 cd 0e 00 00    	jae    0x7faaebf03630
    7faaebf02763:	4d 89 97 c8 01 00 00 	mov    %r10,0x1c8(%r15)
    7faaebf0276a:	41 0f 0d 8a 00 01 00 	prefetchw 0x100(%r10)
    7faaebf02771:	00 
    7faaebf02772:	48 c7 03 01 00 00 00 	movq   $0x1,(%rbx)
    7faaebf02779:	4c 8b d3             	mov    %rbx,%r10
    7faaebf0277c:	49 83 c2 10          	add    $0x10,%r10
    ;   {metadata('java/lang/String')}
    7faaebf02780:	c7 43 08 68 64 17 00 	movl   $0x176468,0x8(%rbx)
    7faaebf02787:	44 89 63 0c          	mov    %r12d,0xc(%rbx)
    7faaebf0278b:	62 f1 7d 48 ef c0    	vpxord %zmm0,%zmm0,%zmm0
    7faaebf02791:	c4 c1 79 d6 02       	vmovq  %xmm0,(%r10)
    7faaebf02796:	85 c9                	test   %ecx,%ecx
    7faaebf02798:	0f 85 02 12 00 00    	jne    0x7faaebf039a0
    7faaebf0279e:	44 8b 5c 24 34       	mov    0x34(%rsp),%r11d
    7faaebf027a3:	45 8b 53 0c          	mov    0xc(%r11),%r10d
    7faaebf027a7:	4c 89 5c 24 48       	mov    %r11,0x48(%rsp)
    7faaebf027ac:	44 8b 4c 24 34       	mov    0x34(%rsp),%r9d
    7faaebf027b1:	4d 8d 59 10          	lea    0x10(%r9),%r11
    7faaebf027b5:	45 3b c2             	cmp    %r10d,%r8d
    7faaebf027b8:	0f 85 11 08 00 00    	jne    0x7faaebf02fcf
    7faaebf027be:	49 63 d2             	movslq %r10d,%rdx
    7faaebf027c1:	41 81 fa 00 00 10 00 	cmp    $0x100000,%r10d
    7faaebf027c8:	0f 87 c7 0e 00 00    	ja     0x7faaebf03695
    7faaebf027ce:	4d 8b af c8 01 00 00 	mov    0x1c8(%r15),%r13
    7faaebf027d5:	4c 8d 42 17          	lea    0x17(%rdx),%r8
    7faaebf027d9:	49 83 e0 f8          	and    $0xfffffffffffffff8,%r8
    7faaebf027dd:	4d 8b cd             	mov    %r13,%r9
    7faaebf027e0:	4d 03 c8             	add    %r8,%r9
    7faaebf027e3:	4d 3b 8f d8 01 00 00 	cmp    0x1d8(%r15),%r9
    7faaebf027ea:	0f 83 a5 0e 00 00    	jae    0x7faaebf03695
    7faaebf027f0:	4d 89 8f c8 01 00 00 	mov    %r9,0x1c8(%r15)
    7faaebf027f7:	41 0f 0d 89 00 01 00 	prefetchw 0x100(%r9)
    7faaebf027fe:	00 
    7faaebf027ff:	49 c7 45 00 01 00 00 	movq   $0x1,0x0(%r13)
    7faaebf02806:	00 
    7faaebf02807:	41 0f 0d 89 40 01 00 	prefetchw 0x140(%r9)
    7faaebf0280e:	00 
    7faaebf0280f:	41 c7 45 08 98 34 17 	movl   $0x173498,0x8(%r13)
    7faaebf02816:	00 
    7faaebf02817:	45 89 55 0c          	mov    %r10d,0xc(%r13)
    7faaebf0281b:	41 0f 0d 89 80 01 00 	prefetchw 0x180(%r9)
    7faaebf02822:	00 
    7faaebf02823:	49 8b f5             	mov    %r13,%rsi
    7faaebf02826:	48 83 c6 10          	add    $0x10,%rsi
    7faaebf0282a:	48 83 c2 07          	add    $0x7,%rdx
    7faaebf0282e:	48 c1 ea 03          	shr    $0x3,%rdx
    7faaebf02832:	49 8b fb             	mov    %r11,%rdi
    7faaebf02835:	c5 f8 77             	vzeroupper
    ;   {runtime_call Stub::jlong_disjoint_arraycopy}
    7faaebf02838:	49 ba 60 bc 96 eb aa 	movabs $0x7faaeb96bc60,%r10
    7faaebf0283f:	7f 00 00 
    7faaebf02842:	41 ff d2             	call   *%r10
    7faaebf02845:	0f 1f 84 00 00 00 00 	nopl   0x0(%rax,%rax,1)
    7faaebf0284c:	00 
    7faaebf0284d:	4c 8d 43 14          	lea    0x14(%rbx),%r8
    7faaebf02851:	41 80 7f 48 00       	cmpb   $0x0,0x48(%r15)
    7faaebf02856:	0f 85 65 15 00 00    	jne    0x7faaebf03dc1
    7faaebf0285c:	4d 8b d5             	mov    %r13,%r10
    7faaebf0285f:	45 89 10             	mov    %r10d,(%r8)
    7faaebf02862:	4d 8b d8             	mov    %r8,%r11
    7faaebf02865:	4d 33 dd             	xor    %r13,%r11
    7faaebf02868:	49 c1 eb 14          	shr    $0x14,%r11
    7faaebf0286c:	0f 84 1e 00 00 00    	je     0x7faaebf02890
    7faaebf02872:	4d 8b d8             	mov    %r8,%r11
    7faaebf02875:	49 c1 eb 09          	shr    $0x9,%r11
    7faaebf02879:	49 ba 00 00 a0 e3 aa 	movabs $0x7faae3a00000,%r10
    7faaebf02880:	7f 00 00 
    7faaebf02883:	4d 03 da             	add    %r10,%r11
    7faaebf02886:	41 80 3b 02          	cmpb   $0x2,(%r11)
    7faaebf0288a:	0f 85 84 15 00 00    	jne    0x7faaebf03e14
    7faaebf02890:	4c 8b 54 24 10       	mov    0x10(%rsp),%r10
    7faaebf02895:	4d 85 d2             	test   %r10,%r10
    7faaebf02898:	0f 84 aa 10 00 00    	je     0x7faaebf03948
    7faaebf0289e:	4c 8b 94 24 88 00 00 	mov    0x88(%rsp),%r10
    7faaebf028a5:	00 
    7faaebf028a6:	45 0f b6 92 94 00 00 	movzbl 0x94(%r10),%r10d
    7faaebf028ad:	00 
    7faaebf028ae:	45 85 d2             	test   %r10d,%r10d
    7faaebf028b1:	0f 85 7c 0a 00 00    	jne    0x7faaebf03333
    7faaebf028b7:	bb 01 00 00 00       	mov    $0x1,%ebx
    7faaebf028bc:	e9 77 01 00 00       	jmp    0x7faaebf02a38
    7faaebf028c1:	44 8b f5             	mov    %ebp,%r14d
    7faaebf028c4:	44 8b 44 24 48       	mov    0x48(%rsp),%r8d
    7faaebf028c9:	45 85 f6             	test   %r14d,%r14d
    7faaebf028cc:	0f 84 46 0b 00 00    	je     0x7faaebf03418
    7faaebf028d2:	4d 8b af c8 01 00 00 	mov    0x1c8(%r15),%r13
    7faaebf028d9:	4d 8b d5             	mov    %r13,%r10
    7faaebf028dc:	49 83 c2 18          	add    $0x18,%r10
    7faaebf028e0:	4d 3b 97 d8 01 00 00 	cmp    0x1d8(%r15),%r10
    7faaebf028e7:	0f 83 3a 06 00 00    	jae    0x7faaebf02f27
    7faaebf028ed:	4d 89 97 c8 01 00 00 	mov    %r10,0x1c8(%r15)
    7faaebf028f4:	41 0f 0d 8a 00 01 00 	prefetchw 0x100(%r10)
    7faaebf028fb:	00 
    7faaebf028fc:	49 c7 45 00 01 00 00 	movq   $0x1,0x0(%r13)
    7faaebf02903:	00 
    7faaebf02904:	4d 8b d5             	mov    %r13,%r10
    7faaebf02907:	49 83 c2 10          	add    $0x10,%r10
    7faaebf0290b:	41 c7 45 08 68 64 17 	movl   $0x176468,0x8(%r13)
    7faaebf02912:	00 
    7faaebf02913:	45 89 65 0c          	mov    %r12d,0xc(%r13)
    7faaebf02917:	62 f1 7d 48 ef c0    	vpxord %zmm0,%zmm0,%zmm0
    7faaebf0291d:	c4 c1 79 d6 02       	vmovq  %xmm0,(%r10)
    7faaebf02922:	45 85 c0             	test   %r8d,%r8d
    7faaebf02925:	0f 85 a1 0a 00 00    	jne    0x7faaebf033cc
    7faaebf0292b:	44 8b 5c 24 2c       	mov    0x2c(%rsp),%r11d
    ; implicit exception: dispatches to 0x00007faaebf03c04
    7faaebf02930:	45 8b 53 0c          	mov    0xc(%r11),%r10d
    7faaebf02934:	49 8b eb             	mov    %r11,%rbp
    7faaebf02937:	4d 8d 43 10          	lea    0x10(%r11),%r8
    7faaebf0293b:	45 3b f2             	cmp    %r10d,%r14d
    7faaebf0293e:	0f 85 d8 03 00 00    	jne    0x7faaebf02d1c
    7faaebf02944:	49 63 d2             	movslq %r10d,%rdx
    7faaebf02947:	41 81 fa 00 00 10 00 	cmp    $0x100000,%r10d
    7faaebf0294e:	0f 87 1e 06 00 00    	ja     0x7faaebf02f72
    7faaebf02954:	4c 8b dd             	mov    %rbp,%r11
    7faaebf02957:	49 8b af c8 01 00 00 	mov    0x1c8(%r15),%rbp
    7faaebf0295e:	4c 8d 4a 17          	lea    0x17(%rdx),%r9
    7faaebf02962:	49 83 e1 f8          	and    $0xfffffffffffffff8,%r9
    7faaebf02966:	48 8b cd             	mov    %rbp,%rcx
    7faaebf02969:	49 03 c9             	add    %r9,%rcx
    7faaebf0296c:	49 3b 8f d8 01 00 00 	cmp    0x1d8(%r15),%rcx
    7faaebf02973:	0f 83 f6 05 00 00    	jae    0x7faaebf02f6f
    7faaebf02979:	49 89 8f c8 01 00 00 	mov    %rcx,0x1c8(%r15)
    7faaebf02980:	0f 0d 89 00 01 00 00 	prefetchw 0x100(%rcx)
    7faaebf02987:	48 c7 45 00 01 00 00 	movq   $0x1,0x0(%rbp)
    7faaebf0298e:	00 
    7faaebf0298f:	0f 0d 89 40 01 00 00 	prefetchw 0x140(%rcx)
    7faaebf02996:	c7 45 08 98 34 17 00 	movl   $0x173498,0x8(%rbp)
    7faaebf0299d:	44 89 55 0c          	mov    %r10d,0xc(%rbp)
    7faaebf029a1:	0f 0d 89 80 01 00 00 	prefetchw 0x180(%rcx)
    7faaebf029a8:	48 8b f5             	mov    %rbp,%rsi
    7faaebf029ab:	48 83 c6 10          	add    $0x10,%rsi
    7faaebf029af:	48 83 c2 07          	add    $0x7,%rdx
    7faaebf029b3:	48 c1 ea 03          	shr    $0x3,%rdx
    7faaebf029b7:	49 8b f8             	mov    %r8,%rdi
    7faaebf029ba:	c5 f8 77             	vzeroupper
    7faaebf029bd:	49 ba 60 bc 96 eb aa 	movabs $0x7faaeb96bc60,%r10
    7faaebf029c4:	7f 00 00 
    7faaebf029c7:	41 ff d2             	call   *%r10
    7faaebf029ca:	0f 1f 84 00 00 00 00 	nopl   0x0(%rax,%rax,1)
    7faaebf029d1:	00 
    7faaebf029d2:	48 ff c3             	inc    %rbx
    7faaebf029d5:	4d 8d 55 14          	lea    0x14(%r13),%r10
    7faaebf029d9:	41 80 7f 48 00       	cmpb   $0x0,0x48(%r15)
    7faaebf029de:	0f 85 78 14 00 00    	jne    0x7faaebf03e5c
    7faaebf029e4:	4c 8b c5             	mov    %rbp,%r8
    7faaebf029e7:	45 89 02             	mov    %r8d,(%r10)
    7faaebf029ea:	4d 8b da             	mov    %r10,%r11
    7faaebf029ed:	4c 33 dd             	xor    %rbp,%r11
    7faaebf029f0:	49 c1 eb 14          	shr    $0x14,%r11
    7faaebf029f4:	0f 84 1e 00 00 00    	je     0x7faaebf02a18
    7faaebf029fa:	4d 8b da             	mov    %r10,%r11
    7faaebf029fd:	49 c1 eb 09          	shr    $0x9,%r11
    7faaebf02a01:	49 b8 00 00 a0 e3 aa 	movabs $0x7faae3a00000,%r8
    7faaebf02a08:	7f 00 00 
    7faaebf02a0b:	4d 03 d8             	add    %r8,%r11
    7faaebf02a0e:	41 80 3b 02          	cmpb   $0x2,(%r11)
    7faaebf02a12:	0f 85 97 14 00 00    	jne    0x7faaebf03eaf
    7faaebf02a18:	4c 8b 94 24 88 00 00 	mov    0x88(%rsp),%r10
    7faaebf02a1f:	00 
    7faaebf02a20:	45 0f b6 92 94 00 00 	movzbl 0x94(%r10),%r10d
    7faaebf02a27:	00 
    ; ImmutableOopMap {[0]=Oop [16]=Oop [136]=Oop [144]=Oop }
    7faaebf02a28:	4d 8b 5f 30          	mov    0x30(%r15),%r11
    ;   {poll}
    7faaebf02a2c:	41 85 03             	test   %eax,(%r11)
    7faaebf02a2f:	45 85 d2             	test   %r10d,%r10d
    7faaebf02a32:	0f 85 00 09 00 00    	jne    0x7faaebf03338
    7faaebf02a38:	4c 8b 94 24 90 00 00 	mov    0x90(%rsp),%r10
    7faaebf02a3f:	00 
    7faaebf02a40:	41 8b 52 0c          	mov    0xc(%r10),%edx
    7faaebf02a44:	81 fa 00 00 10 00    	cmp    $0x100000,%edx
    7faaebf02a4a:	0f 87 ac 04 00 00    	ja     0x7faaebf02efc
    7faaebf02a50:	4d 8b 87 c8 01 00 00 	mov    0x1c8(%r15),%r8
    7faaebf02a57:	44 8b da             	mov    %edx,%r11d
    7faaebf02a5a:	49 63 cb             	movslq %r11d,%rcx
    7faaebf02a5d:	48 83 c1 17          	add    $0x17,%rcx
    7faaebf02a61:	4c 8b d1             	mov    %rcx,%r10
    7faaebf02a64:	49 83 e2 f8          	and    $0xfffffffffffffff8,%r10
    7faaebf02a68:	4d 8b d8             	mov    %r8,%r11
    7faaebf02a6b:	4d 03 da             	add    %r10,%r11
    7faaebf02a6e:	4d 3b 9f d8 01 00 00 	cmp    0x1d8(%r15),%r11
    7faaebf02a75:	0f 83 81 04 00 00    	jae    0x7faaebf02efc
    7faaebf02a7b:	4d 89 9f c8 01 00 00 	mov    %r11,0x1c8(%r15)
    7faaebf02a82:	41 0f 0d 8b 00 01 00 	prefetchw 0x100(%r11)
    7faaebf02a89:	00 
    7faaebf02a8a:	49 c7 00 01 00 00 00 	movq   $0x1,(%r8)
    7faaebf02a91:	41 0f 0d 8b 40 01 00 	prefetchw 0x140(%r11)
    ;   {metadata({type array byte})}
    7faaebf02a98:	00 
    7faaebf02a99:	41 c7 40 08 98 34 17 	movl   $0x173498,0x8(%r8)
    7faaebf02aa0:	00 
    7faaebf02aa1:	41 89 50 0c          	mov    %edx,0xc(%r8)
    7faaebf02aa5:	41 0f 0d 8b 80 01 00 	prefetchw 0x180(%r11)
    7faaebf02aac:	00 
    7faaebf02aad:	49 8b f8             	mov    %r8,%rdi
    7faaebf02ab0:	48 83 c7 10          	add    $0x10,%rdi
    7faaebf02ab4:	48 c1 e9 03          	shr    $0x3,%rcx
    7faaebf02ab8:	48 83 c1 fe          	add    $0xfffffffffffffffe,%rcx
    7faaebf02abc:	48 33 c0             	xor    %rax,%rax
    7faaebf02abf:	48 83 f9 08          	cmp    $0x8,%rcx
    7faaebf02ac3:	7f 10                	jg     0x7faaebf02ad5
    7faaebf02ac5:	48 ff c9             	dec    %rcx
    7faaebf02ac8:	78 6d                	js     0x7faaebf02b37
    7faaebf02aca:	48 89 04 cf          	mov    %rax,(%rdi,%rcx,8)
    7faaebf02ace:	48 ff c9             	dec    %rcx
    7faaebf02ad1:	7d f7                	jge    0x7faaebf02aca
    7faaebf02ad3:	eb 62                	jmp    0x7faaebf02b37
    7faaebf02ad5:	62 f1 7d 48 ef c0    	vpxord %zmm0,%zmm0,%zmm0
    7faaebf02adb:	e9 0a 00 00 00       	jmp    0x7faaebf02aea
    7faaebf02ae0:	62 f1 fe 48 7f 07    	vmovdqu64 %zmm0,(%rdi)
    7faaebf02ae6:	48 83 c7 40          	add    $0x40,%rdi
    7faaebf02aea:	48 83 e9 08          	sub    $0x8,%rcx
    7faaebf02aee:	7d f0                	jge    0x7faaebf02ae0
    7faaebf02af0:	48 83 c1 08          	add    $0x8,%rcx
    7faaebf02af4:	74 41                	je     0x7faaebf02b37
    7faaebf02af6:	48 c7 c0 ff ff ff ff 	mov    $0xffffffffffffffff,%rax
    7faaebf02afd:	c4 e2 f0 f5 c0       	bzhi   %rcx,%rax,%rax
    7faaebf02b02:	c4 e1 fb 92 f8       	kmovq  %rax,%k7
    7faaebf02b07:	62 f1 fe 4f 7f 07    	vmovdqu64 %zmm0,(%rdi){%k7}
    7faaebf02b0d:	e9 25 00 00 00       	jmp    0x7faaebf02b37
    7faaebf02b12:	48 83 c7 20          	add    $0x20,%rdi
    7faaebf02b16:	48 83 e9 04          	sub    $0x4,%rcx
    7faaebf02b1a:	48 83 c1 04          	add    $0x4,%rcx
    7faaebf02b1e:	7e 17                	jle    0x7faaebf02b37
    7faaebf02b20:	48 c7 c0 ff ff ff ff 	mov    $0xffffffffffffffff,%rax
    7faaebf02b27:	c4 e2 f0 f5 c0       	bzhi   %rcx,%rax,%rax
    7faaebf02b2c:	c4 e1 fb 92 f8       	kmovq  %rax,%k7
    7faaebf02b31:	62 f1 fe 2f 7f 07    	vmovdqu64 %ymm0,(%rdi){%k7}
    7faaebf02b37:	4c 8b 94 24 90 00 00 	mov    0x90(%rsp),%r10
    7faaebf02b3e:	00 
    7faaebf02b3f:	45 8b 72 10          	mov    0x10(%r10),%r14d
    7faaebf02b43:	45 8b 5e 0c          	mov    0xc(%r14),%r11d
    7faaebf02b47:	44 89 5c 24 1c       	mov    %r11d,0x1c(%rsp)
    7faaebf02b4c:	4d 8b d0             	mov    %r8,%r10
    7faaebf02b4f:	44 89 54 24 2c       	mov    %r10d,0x2c(%rsp)
    7faaebf02b54:	45 85 db             	test   %r11d,%r11d
    7faaebf02b57:	0f 86 a7 02 00 00    	jbe    0x7faaebf02e04
    7faaebf02b5d:	41 ff cb             	dec    %r11d
    7faaebf02b60:	44 3b 5c 24 1c       	cmp    0x1c(%rsp),%r11d
    7faaebf02b65:	0f 83 13 08 00 00    	jae    0x7faaebf0337e
    7faaebf02b6b:	4d 8b d6             	mov    %r14,%r10
    7faaebf02b6e:	4c 89 54 24 20       	mov    %r10,0x20(%rsp)
    7faaebf02b73:	49 8b c0             	mov    %r8,%rax
    7faaebf02b76:	45 33 ed             	xor    %r13d,%r13d
    7faaebf02b79:	33 c9                	xor    %ecx,%ecx
    7faaebf02b7b:	45 33 c0             	xor    %r8d,%r8d
    7faaebf02b7e:	eb 3d                	jmp    0x7faaebf02bbd
    7faaebf02b80:	49 ba ff ff ff ff ff 	movabs $0xffffffffffffffff,%r10
    7faaebf02b87:	ff ff ff 
    7faaebf02b8a:	c4 42 e8 f5 d2       	bzhi   %rdx,%r10,%r10
    7faaebf02b8f:	c4 c1 fb 92 fa       	kmovq  %r10,%k7
    7faaebf02b94:	62 f1 7f af 6f 07    	vmovdqu8 (%rdi),%ymm0{%k7}{z}
    7faaebf02b9a:	62 f1 7f 2f 7f 06    	vmovdqu8 %ymm0,(%rsi){%k7}
    7faaebf02ba0:	41 ff c5             	inc    %r13d
    7faaebf02ba3:	44 3b 6c 24 1c       	cmp    0x1c(%rsp),%r13d
    7faaebf02ba8:	0f 8d 13 fd ff ff    	jge    0x7faaebf028c1
    7faaebf02bae:	44 8b 54 24 2c       	mov    0x2c(%rsp),%r10d
    7faaebf02bb3:	49 8b c2             	mov    %r10,%rax
    7faaebf02bb6:	8b 4c 24 48          	mov    0x48(%rsp),%ecx
    7faaebf02bba:	44 8b c5             	mov    %ebp,%r8d
    7faaebf02bbd:	47 8b 4c ae 10       	mov    0x10(%r14,%r13,4),%r9d
    7faaebf02bc2:	45 8b 51 14          	mov    0x14(%r9),%r10d
    7faaebf02bc6:	41 8b 52 0c          	mov    0xc(%r10),%edx
    7faaebf02bca:	41 0f be 79 10       	movsbl 0x10(%r9),%edi
    7faaebf02bcf:	44 8b d9             	mov    %ecx,%r11d
    7faaebf02bd2:	44 0b df             	or     %edi,%r11d
    7faaebf02bd5:	c4 62 42 f7 d2       	sarx   %edi,%edx,%r10d
    7faaebf02bda:	45 0f be db          	movsbl %r11b,%r11d
    7faaebf02bde:	41 3b cb             	cmp    %r11d,%ecx
    7faaebf02be1:	0f 85 2d 05 00 00    	jne    0x7faaebf03114
    7faaebf02be7:	8b 50 0c             	mov    0xc(%rax),%edx
    7faaebf02bea:	43 8d 34 10          	lea    (%r8,%r10,1),%esi
    7faaebf02bee:	48 63 ea             	movslq %edx,%rbp
    7faaebf02bf1:	48 63 d6             	movslq %esi,%rdx
    7faaebf02bf4:	c4 e2 a1 f7 d2       	shlx   %r11,%rdx,%rdx
    7faaebf02bf9:	48 3b d5             	cmp    %rbp,%rdx
    7faaebf02bfc:	0f 8e 92 00 00 00    	jle    0x7faaebf02c94
    7faaebf02c02:	89 74 24 3c          	mov    %esi,0x3c(%rsp)
    7faaebf02c06:	44 89 5c 24 48       	mov    %r11d,0x48(%rsp)
    7faaebf02c0b:	44 89 54 24 38       	mov    %r10d,0x38(%rsp)
    7faaebf02c10:	44 89 44 24 30       	mov    %r8d,0x30(%rsp)
    7faaebf02c15:	48 89 44 24 28       	mov    %rax,0x28(%rsp)
    7faaebf02c1a:	89 4c 24 18          	mov    %ecx,0x18(%rsp)
    7faaebf02c1e:	44 89 6c 24 0c       	mov    %r13d,0xc(%rsp)
    7faaebf02c23:	44 89 74 24 08       	mov    %r14d,0x8(%rsp)
    7faaebf02c28:	48 89 9c 24 80 00 00 	mov    %rbx,0x80(%rsp)
    7faaebf02c2f:	00 
    7faaebf02c30:	49 8b e9             	mov    %r9,%rbp
    7faaebf02c33:	44 89 4c 24 34       	mov    %r9d,0x34(%rsp)
    7faaebf02c38:	48 8b f0             	mov    %rax,%rsi
    7faaebf02c3b:	8b d1                	mov    %ecx,%edx
    7faaebf02c3d:	41 8b c8             	mov    %r8d,%ecx
    7faaebf02c40:	44 8b 44 24 3c       	mov    0x3c(%rsp),%r8d
    7faaebf02c45:	45 8b cb             	mov    %r11d,%r9d
    ;   {static_call}
    7faaebf02c48:	c5 f8 77             	vzeroupper
    7faaebf02c4b:	e8 90 48 a8 ff       	call   0x7faaeb9874e0
    ;   {post_call_nop}
    7faaebf02c50:	0f 1f 84 00 48 09 00 	nopl   0x2000948(%rax,%rax,1)
    7faaebf02c57:	02 
    7faaebf02c58:	44 8b 4c 24 34       	mov    0x34(%rsp),%r9d
    7faaebf02c5d:	41 0f be 79 10       	movsbl 0x10(%r9),%edi
    7faaebf02c62:	4c 8b d8             	mov    %rax,%r11
    7faaebf02c65:	44 89 5c 24 2c       	mov    %r11d,0x2c(%rsp)
    7faaebf02c6a:	48 8b d0             	mov    %rax,%rdx
    7faaebf02c6d:	48 8b 9c 24 80 00 00 	mov    0x80(%rsp),%rbx
    7faaebf02c74:	00 
    7faaebf02c75:	44 8b 74 24 08       	mov    0x8(%rsp),%r14d
    7faaebf02c7a:	44 8b 6c 24 0c       	mov    0xc(%rsp),%r13d
    7faaebf02c7f:	44 8b 44 24 30       	mov    0x30(%rsp),%r8d
    7faaebf02c84:	44 8b 54 24 38       	mov    0x38(%rsp),%r10d
    7faaebf02c89:	44 8b 5c 24 48       	mov    0x48(%rsp),%r11d
    7faaebf02c8e:	8b 74 24 3c          	mov    0x3c(%rsp),%esi
    7faaebf02c92:	eb 10                	jmp    0x7faaebf02ca4
    7faaebf02c94:	48 85 d2             	test   %rdx,%rdx
    7faaebf02c97:	0f 8c 5f 05 00 00    	jl     0x7faaebf031fc
    7faaebf02c9d:	48 8b d0             	mov    %rax,%rdx
    7faaebf02ca0:	89 4c 24 48          	mov    %ecx,0x48(%rsp)
    7faaebf02ca4:	41 3b fb             	cmp    %r11d,%edi
    7faaebf02ca7:	0f 85 d3 04 00 00    	jne    0x7faaebf03180
    7faaebf02cad:	45 8b 49 14          	mov    0x14(%r9),%r9d
    7faaebf02cb1:	41 8b 49 0c          	mov    0xc(%r9),%ecx
    7faaebf02cb5:	8b ee                	mov    %esi,%ebp
    7faaebf02cb7:	41 8b fa             	mov    %r10d,%edi
    7faaebf02cba:	c4 c1 79 6e c0       	vmovd  %r8d,%xmm0
    7faaebf02cbf:	c4 42 21 f7 d8       	shlx   %r11d,%r8d,%r11d
    ; implicit exception: dispatches to 0x00007faaebf03b64
    7faaebf02cc4:	44 8b 40 0c          	mov    0xc(%rax),%r8d
    7faaebf02cc8:	45 85 db             	test   %r11d,%r11d
    7faaebf02ccb:	0f 8c d5 03 00 00    	jl     0x7faaebf030a6
    7faaebf02cd1:	45 8d 14 0b          	lea    (%r11,%rcx,1),%r10d
    7faaebf02cd5:	45 3b c2             	cmp    %r10d,%r8d
    7faaebf02cd8:	0f 82 c8 03 00 00    	jb     0x7faaebf030a6
    7faaebf02cde:	85 c9                	test   %ecx,%ecx
    7faaebf02ce0:	0f 86 ba fe ff ff    	jbe    0x7faaebf02ba0
    7faaebf02ce6:	4a 8d 74 18 10       	lea    0x10(%rax,%r11,1),%rsi
    7faaebf02ceb:	4d 8b d1             	mov    %r9,%r10
    7faaebf02cee:	49 8d 79 10          	lea    0x10(%r9),%rdi
    7faaebf02cf2:	48 63 d1             	movslq %ecx,%rdx
    7faaebf02cf5:	48 83 fa 20          	cmp    $0x20,%rdx
    7faaebf02cf9:	0f 86 81 fe ff ff    	jbe    0x7faaebf02b80
    7faaebf02cff:	c5 f8 77             	vzeroupper
    7faaebf02d02:	49 ba e0 a2 96 eb aa 	movabs $0x7faaeb96a2e0,%r10
    7faaebf02d09:	7f 00 00 
    ;   {post_call_nop}
    7faaebf02d0c:	41 ff d2             	call   *%r10
    7faaebf02d0f:	0f 1f 84 00 00 00 00 	nopl   0x0(%rax,%rax,1)
    7faaebf02d16:	00 
    7faaebf02d17:	e9 84 fe ff ff       	jmp    0x7faaebf02ba0
    7faaebf02d1c:	45 85 f6             	test   %r14d,%r14d
    7faaebf02d1f:	0f 8c d4 09 00 00    	jl     0x7faaebf036f9
    7faaebf02d25:	45 3b d6             	cmp    %r14d,%r10d
    7faaebf02d28:	45 8b ca             	mov    %r10d,%r9d
    7faaebf02d2b:	45 0f 4f ce          	cmovg  %r14d,%r9d
    7faaebf02d2f:	44 89 4c 24 24       	mov    %r9d,0x24(%rsp)
    7faaebf02d34:	45 3b d1             	cmp    %r9d,%r10d
    7faaebf02d37:	0f 82 9e 07 00 00    	jb     0x7faaebf034db
    7faaebf02d3d:	45 3b f1             	cmp    %r9d,%r14d
    7faaebf02d40:	0f 82 95 07 00 00    	jb     0x7faaebf034db
    7faaebf02d46:	45 8b d6             	mov    %r14d,%r10d
    7faaebf02d49:	49 63 ca             	movslq %r10d,%rcx
    7faaebf02d4c:	48 83 c1 17          	add    $0x17,%rcx
    7faaebf02d50:	48 8b d1             	mov    %rcx,%rdx
    7faaebf02d53:	48 83 e2 f8          	and    $0xfffffffffffffff8,%rdx
    7faaebf02d57:	41 81 fe 00 00 10 00 	cmp    $0x100000,%r14d
    7faaebf02d5e:	0f 87 19 05 00 00    	ja     0x7faaebf0327d
    7faaebf02d64:	4c 8b d5             	mov    %rbp,%r10
    7faaebf02d67:	49 8b af c8 01 00 00 	mov    0x1c8(%r15),%rbp
    7faaebf02d6e:	4c 8b dd             	mov    %rbp,%r11
    7faaebf02d71:	4c 03 da             	add    %rdx,%r11
    7faaebf02d74:	4d 3b 9f d8 01 00 00 	cmp    0x1d8(%r15),%r11
    7faaebf02d7b:	0f 83 f9 04 00 00    	jae    0x7faaebf0327a
    7faaebf02d81:	4d 89 9f c8 01 00 00 	mov    %r11,0x1c8(%r15)
    7faaebf02d88:	41 0f 0d 8b 00 01 00 	prefetchw 0x100(%r11)
    7faaebf02d8f:	00 
    7faaebf02d90:	48 c7 45 00 01 00 00 	movq   $0x1,0x0(%rbp)
    7faaebf02d97:	00 
    7faaebf02d98:	41 0f 0d 8b 40 01 00 	prefetchw 0x140(%r11)
    7faaebf02d9f:	00 
    ;   {metadata({type array byte})}
    7faaebf02da0:	c7 45 08 98 34 17 00 	movl   $0x173498,0x8(%rbp)
    7faaebf02da7:	44 89 75 0c          	mov    %r14d,0xc(%rbp)
    7faaebf02dab:	41 0f 0d 8b 80 01 00 	prefetchw 0x180(%r11)
    7faaebf02db2:	00 
    7faaebf02db3:	4c 8b dd             	mov    %rbp,%r11
    7faaebf02db6:	49 83 c3 10          	add    $0x10,%r11
    7faaebf02dba:	48 c1 e9 03          	shr    $0x3,%rcx
    7faaebf02dbe:	44 8b 54 24 24       	mov    0x24(%rsp),%r10d
    7faaebf02dc3:	45 85 d2             	test   %r10d,%r10d
    7faaebf02dc6:	0f 84 88 06 00 00    	je     0x7faaebf03454
    7faaebf02dcc:	45 8b d6             	mov    %r14d,%r10d
    7faaebf02dcf:	44 8b 74 24 24       	mov    0x24(%rsp),%r14d
    7faaebf02dd4:	45 3b f2             	cmp    %r10d,%r14d
    7faaebf02dd7:	7c 36                	jl     0x7faaebf02e0f
    7faaebf02dd9:	48 83 c2 f0          	add    $0xfffffffffffffff0,%rdx
    7faaebf02ddd:	48 c1 ea 03          	shr    $0x3,%rdx
    7faaebf02de1:	49 8b f8             	mov    %r8,%rdi
    7faaebf02de4:	49 8b f3             	mov    %r11,%rsi
    7faaebf02de7:	c5 f8 77             	vzeroupper
    7faaebf02dea:	49 ba 60 bc 96 eb aa 	movabs $0x7faaeb96bc60,%r10
    7faaebf02df1:	7f 00 00 
    ;   {post_call_nop}
    7faaebf02df4:	41 ff d2             	call   *%r10
    7faaebf02df7:	0f 1f 84 00 00 00 00 	nopl   0x0(%rax,%rax,1)
    7faaebf02dfe:	00 
    7faaebf02dff:	e9 ce fb ff ff       	jmp    0x7faaebf029d2
    7faaebf02e04:	45 33 f6             	xor    %r14d,%r14d
    7faaebf02e07:	45 33 c0             	xor    %r8d,%r8d
    7faaebf02e0a:	e9 ba fa ff ff       	jmp    0x7faaebf028c9
    7faaebf02e0f:	45 8b ce             	mov    %r14d,%r9d
    7faaebf02e12:	49 63 d1             	movslq %r9d,%rdx
    7faaebf02e15:	4c 8d 52 10          	lea    0x10(%rdx),%r10
    7faaebf02e19:	4d 8b ca             	mov    %r10,%r9
    7faaebf02e1c:	49 83 e1 f8          	and    $0xfffffffffffffff8,%r9
    7faaebf02e20:	48 8b fd             	mov    %rbp,%rdi
    7faaebf02e23:	49 03 f9             	add    %r9,%rdi
    7faaebf02e26:	49 c1 ea 03          	shr    $0x3,%r10
    7faaebf02e2a:	49 2b ca             	sub    %r10,%rcx
    7faaebf02e2d:	48 33 c0             	xor    %rax,%rax
    7faaebf02e30:	48 83 f9 08          	cmp    $0x8,%rcx
    7faaebf02e34:	7f 10                	jg     0x7faaebf02e46
    7faaebf02e36:	48 ff c9             	dec    %rcx
    7faaebf02e39:	78 6d                	js     0x7faaebf02ea8
    7faaebf02e3b:	48 89 04 cf          	mov    %rax,(%rdi,%rcx,8)
    7faaebf02e3f:	48 ff c9             	dec    %rcx
    7faaebf02e42:	7d f7                	jge    0x7faaebf02e3b
    7faaebf02e44:	eb 62                	jmp    0x7faaebf02ea8
    7faaebf02e46:	62 f1 7d 48 ef c0    	vpxord %zmm0,%zmm0,%zmm0
    7faaebf02e4c:	e9 0a 00 00 00       	jmp    0x7faaebf02e5b
    7faaebf02e51:	62 f1 fe 48 7f 07    	vmovdqu64 %zmm0,(%rdi)
    7faaebf02e57:	48 83 c7 40          	add    $0x40,%rdi
    7faaebf02e5b:	48 83 e9 08          	sub    $0x8,%rcx
    7faaebf02e5f:	7d f0                	jge    0x7faaebf02e51
    7faaebf02e61:	48 83 c1 08          	add    $0x8,%rcx
    7faaebf02e65:	74 41                	je     0x7faaebf02ea8
    7faaebf02e67:	48 c7 c0 ff ff ff ff 	mov    $0xffffffffffffffff,%rax
    7faaebf02e6e:	c4 e2 f0 f5 c0       	bzhi   %rcx,%rax,%rax
    7faaebf02e73:	c4 e1 fb 92 f8       	kmovq  %rax,%k7
    7faaebf02e78:	62 f1 fe 4f 7f 07    	vmovdqu64 %zmm0,(%rdi){%k7}
    7faaebf02e7e:	e9 25 00 00 00       	jmp    0x7faaebf02ea8
    7faaebf02e83:	48 83 c7 20          	add    $0x20,%rdi
    7faaebf02e87:	48 83 e9 04          	sub    $0x4,%rcx
    7faaebf02e8b:	48 83 c1 04          	add    $0x4,%rcx
    7faaebf02e8f:	7e 17                	jle    0x7faaebf02ea8
    7faaebf02e91:	48 c7 c0 ff ff ff ff 	mov    $0xffffffffffffffff,%rax
    7faaebf02e98:	c4 e2 f0 f5 c0       	bzhi   %rcx,%rax,%rax
    7faaebf02e9d:	c4 e1 fb 92 f8       	kmovq  %rax,%k7
    7faaebf02ea2:	62 f1 fe 2f 7f 07    	vmovdqu64 %ymm0,(%rdi){%k7}
    7faaebf02ea8:	48 83 fa 20          	cmp    $0x20,%rdx
    7faaebf02eac:	77 2b                	ja     0x7faaebf02ed9
    7faaebf02eae:	45 8b d6             	mov    %r14d,%r10d
    7faaebf02eb1:	4d 63 d2             	movslq %r10d,%r10
    7faaebf02eb4:	49 b9 ff ff ff ff ff 	movabs $0xffffffffffffffff,%r9
    7faaebf02ebb:	ff ff ff 
    7faaebf02ebe:	c4 42 a8 f5 c9       	bzhi   %r10,%r9,%r9
    7faaebf02ec3:	c4 c1 fb 92 f9       	kmovq  %r9,%k7
    7faaebf02ec8:	62 d1 7f af 6f 00    	vmovdqu8 (%r8),%ymm0{%k7}{z}
    7faaebf02ece:	62 d1 7f 2f 7f 03    	vmovdqu8 %ymm0,(%r11){%k7}
    7faaebf02ed4:	e9 26 ff ff ff       	jmp    0x7faaebf02dff
    7faaebf02ed9:	49 8b f8             	mov    %r8,%rdi
    7faaebf02edc:	49 8b f3             	mov    %r11,%rsi
    7faaebf02edf:	c5 f8 77             	vzeroupper
    7faaebf02ee2:	49 ba 60 9c 96 eb aa 	movabs $0x7faaeb969c60,%r10
    7faaebf02ee9:	7f 00 00 
    ;   {post_call_nop}
    7faaebf02eec:	41 ff d2             	call   *%r10
    7faaebf02eef:	0f 1f 84 00 00 00 00 	nopl   0x0(%rax,%rax,1)
    7faaebf02ef6:	00 
    7faaebf02ef7:	e9 03 ff ff ff       	jmp    0x7faaebf02dff
    ;   {metadata({type array byte})}
    7faaebf02efc:	48 8b eb             	mov    %rbx,%rbp
    7faaebf02eff:	48 be 98 34 17 48 00 	movabs $0x48173498,%rsi
    7faaebf02f06:	00 00 00 
    7faaebf02f09:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call C2 Runtime new_array}
    7faaebf02f0c:	c5 f8 77             	vzeroupper
    7faaebf02f0f:	e8 4c bd b6 ff       	call   0x7faaeba6ec60
    ;   {post_call_nop}
    7faaebf02f14:	0f 1f 84 00 0c 0c 00 	nopl   0x3000c0c(%rax,%rax,1)
    7faaebf02f1b:	03 
    7faaebf02f1c:	48 8b dd             	mov    %rbp,%rbx
    7faaebf02f1f:	4c 8b c0             	mov    %rax,%r8
    7faaebf02f22:	e9 10 fc ff ff       	jmp    0x7faaebf02b37
    7faaebf02f27:	44 89 84 24 84 00 00 	mov    %r8d,0x84(%rsp)
    7faaebf02f2e:	00 
    7faaebf02f2f:	44 89 b4 24 80 00 00 	mov    %r14d,0x80(%rsp)
    7faaebf02f36:	00 
    7faaebf02f37:	48 8b eb             	mov    %rbx,%rbp
    7faaebf02f3a:	48 be 68 64 17 48 00 	movabs $0x48176468,%rsi
    7faaebf02f41:	00 00 00 
    ;   {runtime_call C2 Runtime new_instance}
    7faaebf02f44:	c5 f8 77             	vzeroupper
    7faaebf02f47:	e8 94 4b b6 ff       	call   0x7faaeba67ae0
    ;   {post_call_nop}
    7faaebf02f4c:	0f 1f 84 00 44 0c 00 	nopl   0x4000c44(%rax,%rax,1)
    7faaebf02f53:	04 
    7faaebf02f54:	48 8b dd             	mov    %rbp,%rbx
    7faaebf02f57:	44 8b b4 24 80 00 00 	mov    0x80(%rsp),%r14d
    7faaebf02f5e:	00 
    7faaebf02f5f:	44 8b 84 24 84 00 00 	mov    0x84(%rsp),%r8d
    7faaebf02f66:	00 
    7faaebf02f67:	4c 8b e8             	mov    %rax,%r13
    7faaebf02f6a:	e9 b3 f9 ff ff       	jmp    0x7faaebf02922
    7faaebf02f6f:	49 8b eb             	mov    %r11,%rbp
    7faaebf02f72:	48 89 54 24 30       	mov    %rdx,0x30(%rsp)
    7faaebf02f77:	4c 89 84 24 80 00 00 	mov    %r8,0x80(%rsp)
    7faaebf02f7e:	00 
    7faaebf02f7f:	4c 89 6c 24 18       	mov    %r13,0x18(%rsp)
    7faaebf02f84:	44 8b 44 24 2c       	mov    0x2c(%rsp),%r8d
    7faaebf02f89:	44 89 44 24 20       	mov    %r8d,0x20(%rsp)
    7faaebf02f8e:	48 89 5c 24 08       	mov    %rbx,0x8(%rsp)
    7faaebf02f93:	48 be 98 34 17 48 00 	movabs $0x48173498,%rsi
    7faaebf02f9a:	00 00 00 
    7faaebf02f9d:	41 8b d2             	mov    %r10d,%edx
    ;   {runtime_call C2 Runtime new_array_nozero}
    7faaebf02fa0:	c5 f8 77             	vzeroupper
    7faaebf02fa3:	e8 38 89 b6 ff       	call   0x7faaeba6b8e0
    ;   {post_call_nop}
    7faaebf02fa8:	0f 1f 84 00 a0 0c 00 	nopl   0x5000ca0(%rax,%rax,1)
    7faaebf02faf:	05 
    7faaebf02fb0:	48 8b 5c 24 08       	mov    0x8(%rsp),%rbx
    7faaebf02fb5:	4c 8b 6c 24 18       	mov    0x18(%rsp),%r13
    7faaebf02fba:	4c 8b 84 24 80 00 00 	mov    0x80(%rsp),%r8
    7faaebf02fc1:	00 
    7faaebf02fc2:	48 8b 54 24 30       	mov    0x30(%rsp),%rdx
    7faaebf02fc7:	48 8b e8             	mov    %rax,%rbp
    7faaebf02fca:	e9 d9 f9 ff ff       	jmp    0x7faaebf029a8
    7faaebf02fcf:	45 85 c0             	test   %r8d,%r8d
    7faaebf02fd2:	0f 8c 08 0b 00 00    	jl     0x7faaebf03ae0
    7faaebf02fd8:	45 3b d0             	cmp    %r8d,%r10d
    7faaebf02fdb:	41 8b ea             	mov    %r10d,%ebp
    7faaebf02fde:	41 0f 4f e8          	cmovg  %r8d,%ebp
    7faaebf02fe2:	44 3b d5             	cmp    %ebp,%r10d
    7faaebf02fe5:	0f 82 b7 0a 00 00    	jb     0x7faaebf03aa2
    7faaebf02feb:	44 3b c5             	cmp    %ebp,%r8d
    7faaebf02fee:	0f 82 ae 0a 00 00    	jb     0x7faaebf03aa2
    7faaebf02ff4:	45 8b d0             	mov    %r8d,%r10d
    7faaebf02ff7:	4d 63 d2             	movslq %r10d,%r10
    7faaebf02ffa:	49 83 c2 17          	add    $0x17,%r10
    7faaebf02ffe:	49 8b d2             	mov    %r10,%rdx
    7faaebf03001:	48 83 e2 f8          	and    $0xfffffffffffffff8,%rdx
    7faaebf03005:	41 81 f8 00 00 10 00 	cmp    $0x100000,%r8d
    7faaebf0300c:	0f 87 aa 08 00 00    	ja     0x7faaebf038bc
    7faaebf03012:	4d 8b af c8 01 00 00 	mov    0x1c8(%r15),%r13
    7faaebf03019:	4d 8b cd             	mov    %r13,%r9
    7faaebf0301c:	4c 03 ca             	add    %rdx,%r9
    7faaebf0301f:	4d 3b 8f d8 01 00 00 	cmp    0x1d8(%r15),%r9
    7faaebf03026:	0f 83 90 08 00 00    	jae    0x7faaebf038bc
    7faaebf0302c:	4d 89 8f c8 01 00 00 	mov    %r9,0x1c8(%r15)
    7faaebf03033:	41 0f 0d 89 00 01 00 	prefetchw 0x100(%r9)
    7faaebf0303a:	00 
    7faaebf0303b:	49 c7 45 00 01 00 00 	movq   $0x1,0x0(%r13)
    7faaebf03042:	00 
    7faaebf03043:	41 0f 0d 89 40 01 00 	prefetchw 0x140(%r9)
    7faaebf0304a:	00 
    7faaebf0304b:	41 c7 45 08 98 34 17 	movl   $0x173498,0x8(%r13)
    7faaebf03052:	00 
    7faaebf03053:	45 89 45 0c          	mov    %r8d,0xc(%r13)
    7faaebf03057:	41 0f 0d 89 80 01 00 	prefetchw 0x180(%r9)
    7faaebf0305e:	00 
    7faaebf0305f:	4d 8b cd             	mov    %r13,%r9
    7faaebf03062:	49 83 c1 10          	add    $0x10,%r9
    7faaebf03066:	49 c1 ea 03          	shr    $0x3,%r10
    7faaebf0306a:	85 ed                	test   %ebp,%ebp
    7faaebf0306c:	0f 84 a6 09 00 00    	je     0x7faaebf03a18
    7faaebf03072:	41 3b e8             	cmp    %r8d,%ebp
    7faaebf03075:	0f 8c a1 04 00 00    	jl     0x7faaebf0351c
    7faaebf0307b:	48 83 c2 f0          	add    $0xfffffffffffffff0,%rdx
    7faaebf0307f:	48 c1 ea 03          	shr    $0x3,%rdx
    7faaebf03083:	49 8b fb             	mov    %r11,%rdi
    7faaebf03086:	49 8b f1             	mov    %r9,%rsi
    7faaebf03089:	c5 f8 77             	vzeroupper
    ;   {runtime_call Stub::jlong_disjoint_arraycopy}
    7faaebf0308c:	49 ba 60 bc 96 eb aa 	movabs $0x7faaeb96bc60,%r10
    7faaebf03093:	7f 00 00 
    7faaebf03096:	41 ff d2             	call   *%r10
    7faaebf03099:	0f 1f 84 00 00 00 00 	nopl   0x0(%rax,%rax,1)
    7faaebf030a0:	00 
    7faaebf030a1:	e9 a7 f7 ff ff       	jmp    0x7faaebf0284d
    7faaebf030a6:	be cc ff ff ff       	mov    $0xffffffcc,%esi
    7faaebf030ab:	48 8b ac 24 88 00 00 	mov    0x88(%rsp),%rbp
    7faaebf030b2:	00 
    7faaebf030b3:	4c 8b 14 24          	mov    (%rsp),%r10
    7faaebf030b7:	4c 89 94 24 80 00 00 	mov    %r10,0x80(%rsp)
    7faaebf030be:	00 
    7faaebf030bf:	4c 8b 54 24 10       	mov    0x10(%rsp),%r10
    7faaebf030c4:	48 89 1c 24          	mov    %rbx,(%rsp)
    7faaebf030c8:	4c 89 54 24 08       	mov    %r10,0x8(%rsp)
    7faaebf030cd:	44 89 74 24 10       	mov    %r14d,0x10(%rsp)
    7faaebf030d2:	44 8b 54 24 1c       	mov    0x1c(%rsp),%r10d
    7faaebf030d7:	44 89 54 24 14       	mov    %r10d,0x14(%rsp)
    7faaebf030dc:	44 89 6c 24 18       	mov    %r13d,0x18(%rsp)
    7faaebf030e1:	89 7c 24 20          	mov    %edi,0x20(%rsp)
    7faaebf030e5:	44 89 4c 24 24       	mov    %r9d,0x24(%rsp)
    7faaebf030ea:	48 89 44 24 28       	mov    %rax,0x28(%rsp)
    7faaebf030ef:	44 89 5c 24 30       	mov    %r11d,0x30(%rsp)
    7faaebf030f4:	89 4c 24 34          	mov    %ecx,0x34(%rsp)
    7faaebf030f8:	48 89 54 24 38       	mov    %rdx,0x38(%rsp)
    7faaebf030fd:	c5 fa 11 44 24 44    	vmovss %xmm0,0x44(%rsp)
    7faaebf03103:	90                   	nop
    ;   {runtime_call UncommonTrapBlob}
    7faaebf03104:	c5 f8 77             	vzeroupper
    7faaebf03107:	e8 d4 52 b6 ff       	call   0x7faaeba683e0
    ;   {post_call_nop}
    7faaebf0310c:	0f 1f 84 00 04 0e 00 	nopl   0x6000e04(%rax,%rax,1)
    7faaebf03113:	06 
    7faaebf03114:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7faaebf03119:	48 8b ac 24 88 00 00 	mov    0x88(%rsp),%rbp
    7faaebf03120:	00 
    7faaebf03121:	48 8b 3c 24          	mov    (%rsp),%rdi
    7faaebf03125:	48 89 bc 24 80 00 00 	mov    %rdi,0x80(%rsp)
    7faaebf0312c:	00 
    7faaebf0312d:	48 8b 7c 24 10       	mov    0x10(%rsp),%rdi
    7faaebf03132:	48 89 1c 24          	mov    %rbx,(%rsp)
    7faaebf03136:	48 89 7c 24 08       	mov    %rdi,0x8(%rsp)
    7faaebf0313b:	44 89 74 24 10       	mov    %r14d,0x10(%rsp)
    7faaebf03140:	8b 7c 24 1c          	mov    0x1c(%rsp),%edi
    7faaebf03144:	89 7c 24 14          	mov    %edi,0x14(%rsp)
    7faaebf03148:	44 89 6c 24 18       	mov    %r13d,0x18(%rsp)
    7faaebf0314d:	44 89 4c 24 1c       	mov    %r9d,0x1c(%rsp)
    7faaebf03152:	44 89 54 24 30       	mov    %r10d,0x30(%rsp)
    7faaebf03157:	89 4c 24 38          	mov    %ecx,0x38(%rsp)
    7faaebf0315b:	44 89 5c 24 3c       	mov    %r11d,0x3c(%rsp)
    7faaebf03160:	48 89 44 24 40       	mov    %rax,0x40(%rsp)
    7faaebf03165:	89 4c 24 48          	mov    %ecx,0x48(%rsp)
    7faaebf03169:	44 89 44 24 4c       	mov    %r8d,0x4c(%rsp)
    7faaebf0316e:	66 90                	xchg   %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7faaebf03170:	c5 f8 77             	vzeroupper
    7faaebf03173:	e8 68 52 b6 ff       	call   0x7faaeba683e0
    ;   {post_call_nop}
    7faaebf03178:	0f 1f 84 00 70 0e 00 	nopl   0x7000e70(%rax,%rax,1)
    7faaebf0317f:	07 
    7faaebf03180:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7faaebf03185:	48 8b ac 24 88 00 00 	mov    0x88(%rsp),%rbp
    7faaebf0318c:	00 
    7faaebf0318d:	48 8b 0c 24          	mov    (%rsp),%rcx
    7faaebf03191:	48 89 8c 24 80 00 00 	mov    %rcx,0x80(%rsp)
    7faaebf03198:	00 
    7faaebf03199:	48 8b 4c 24 10       	mov    0x10(%rsp),%rcx
    7faaebf0319e:	48 89 1c 24          	mov    %rbx,(%rsp)
    7faaebf031a2:	48 89 4c 24 08       	mov    %rcx,0x8(%rsp)
    7faaebf031a7:	44 89 74 24 10       	mov    %r14d,0x10(%rsp)
    7faaebf031ac:	8b 4c 24 1c          	mov    0x1c(%rsp),%ecx
    7faaebf031b0:	89 4c 24 14          	mov    %ecx,0x14(%rsp)
    7faaebf031b4:	44 89 6c 24 18       	mov    %r13d,0x18(%rsp)
    7faaebf031b9:	44 89 54 24 20       	mov    %r10d,0x20(%rsp)
    7faaebf031be:	44 89 4c 24 24       	mov    %r9d,0x24(%rsp)
    7faaebf031c3:	48 89 44 24 28       	mov    %rax,0x28(%rsp)
    7faaebf031c8:	44 89 44 24 30       	mov    %r8d,0x30(%rsp)
    7faaebf031cd:	89 7c 24 34          	mov    %edi,0x34(%rsp)
    7faaebf031d1:	44 89 5c 24 38       	mov    %r11d,0x38(%rsp)
    7faaebf031d6:	48 89 54 24 40       	mov    %rdx,0x40(%rsp)
    7faaebf031db:	44 8b 54 24 48       	mov    0x48(%rsp),%r10d
    7faaebf031e0:	44 89 54 24 3c       	mov    %r10d,0x3c(%rsp)
    7faaebf031e5:	44 89 44 24 48       	mov    %r8d,0x48(%rsp)
    7faaebf031ea:	66 90                	xchg   %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7faaebf031ec:	c5 f8 77             	vzeroupper
    7faaebf031ef:	e8 ec 51 b6 ff       	call   0x7faaeba683e0
    ;   {post_call_nop}
    7faaebf031f4:	0f 1f 84 00 ec 0e 00 	nopl   0x8000eec(%rax,%rax,1)
    7faaebf031fb:	08 
    7faaebf031fc:	33 ff                	xor    %edi,%edi
    7faaebf031fe:	48 3b fa             	cmp    %rdx,%rdi
    7faaebf03201:	bd ff ff ff ff       	mov    $0xffffffff,%ebp
    7faaebf03206:	7c 08                	jl     0x7faaebf03210
    7faaebf03208:	40 0f 95 c5          	setne  %bpl
    7faaebf0320c:	40 0f b6 ed          	movzbl %bpl,%ebp
    7faaebf03210:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7faaebf03215:	48 8b bc 24 88 00 00 	mov    0x88(%rsp),%rdi
    7faaebf0321c:	00 
    7faaebf0321d:	48 89 bc 24 80 00 00 	mov    %rdi,0x80(%rsp)
    7faaebf03224:	00 
    7faaebf03225:	48 8b 3c 24          	mov    (%rsp),%rdi
    7faaebf03229:	48 89 bc 24 88 00 00 	mov    %rdi,0x88(%rsp)
    7faaebf03230:	00 
    7faaebf03231:	48 89 5c 24 08       	mov    %rbx,0x8(%rsp)
    7faaebf03236:	44 89 74 24 18       	mov    %r14d,0x18(%rsp)
    7faaebf0323b:	44 89 6c 24 20       	mov    %r13d,0x20(%rsp)
    7faaebf03240:	44 89 4c 24 24       	mov    %r9d,0x24(%rsp)
    7faaebf03245:	44 89 54 24 38       	mov    %r10d,0x38(%rsp)
    7faaebf0324a:	44 89 5c 24 3c       	mov    %r11d,0x3c(%rsp)
    7faaebf0324f:	48 89 44 24 40       	mov    %rax,0x40(%rsp)
    7faaebf03254:	89 4c 24 48          	mov    %ecx,0x48(%rsp)
    7faaebf03258:	44 89 44 24 4c       	mov    %r8d,0x4c(%rsp)
    7faaebf0325d:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7faaebf03260:	c5 f8 77             	vzeroupper
    7faaebf03263:	e8 78 51 b6 ff       	call   0x7faaeba683e0
    ;   {post_call_nop}
    7faaebf03268:	0f 1f 84 00 60 0f 00 	nopl   0x9000f60(%rax,%rax,1)
    7faaebf0326f:	09 
    7faaebf03270:	45 33 c0             	xor    %r8d,%r8d
    7faaebf03273:	33 c9                	xor    %ecx,%ecx
    7faaebf03275:	e9 c5 f4 ff ff       	jmp    0x7faaebf0273f
    7faaebf0327a:	49 8b ea             	mov    %r10,%rbp
    7faaebf0327d:	48 89 54 24 40       	mov    %rdx,0x40(%rsp)
    7faaebf03282:	48 89 4c 24 38       	mov    %rcx,0x38(%rsp)
    7faaebf03287:	4c 89 44 24 30       	mov    %r8,0x30(%rsp)
    7faaebf0328c:	4c 89 6c 24 28       	mov    %r13,0x28(%rsp)
    7faaebf03291:	44 89 74 24 20       	mov    %r14d,0x20(%rsp)
    7faaebf03296:	48 89 5c 24 18       	mov    %rbx,0x18(%rsp)
    7faaebf0329b:	4c 8b 94 24 88 00 00 	mov    0x88(%rsp),%r10
    7faaebf032a2:	00 
    7faaebf032a3:	4c 89 54 24 08       	mov    %r10,0x8(%rsp)
    7faaebf032a8:	4c 8b 94 24 90 00 00 	mov    0x90(%rsp),%r10
    7faaebf032af:	00 
    7faaebf032b0:	4c 89 94 24 88 00 00 	mov    %r10,0x88(%rsp)
    7faaebf032b7:	00 
    7faaebf032b8:	4c 8b 14 24          	mov    (%rsp),%r10
    7faaebf032bc:	4c 89 94 24 80 00 00 	mov    %r10,0x80(%rsp)
    7faaebf032c3:	00 
    ;   {metadata({type array byte})}
    7faaebf032c4:	48 be 98 34 17 48 00 	movabs $0x48173498,%rsi
    7faaebf032cb:	00 00 00 
    7faaebf032ce:	41 8b d6             	mov    %r14d,%edx
    7faaebf032d1:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call C2 Runtime new_array_nozero}
    7faaebf032d4:	c5 f8 77             	vzeroupper
    7faaebf032d7:	e8 04 86 b6 ff       	call   0x7faaeba6b8e0
    ;   {post_call_nop}
    7faaebf032dc:	0f 1f 84 00 d4 0f 00 	nopl   0xa000fd4(%rax,%rax,1)
    7faaebf032e3:	0a 
    7faaebf032e4:	4c 8b 9c 24 80 00 00 	mov    0x80(%rsp),%r11
    7faaebf032eb:	00 
    7faaebf032ec:	4c 89 1c 24          	mov    %r11,(%rsp)
    7faaebf032f0:	4c 8b 9c 24 88 00 00 	mov    0x88(%rsp),%r11
    7faaebf032f7:	00 
    7faaebf032f8:	4c 89 9c 24 90 00 00 	mov    %r11,0x90(%rsp)
    7faaebf032ff:	00 
    7faaebf03300:	4c 8b 5c 24 08       	mov    0x8(%rsp),%r11
    7faaebf03305:	4c 89 9c 24 88 00 00 	mov    %r11,0x88(%rsp)
    7faaebf0330c:	00 
    7faaebf0330d:	48 8b 5c 24 18       	mov    0x18(%rsp),%rbx
    7faaebf03312:	44 8b 74 24 20       	mov    0x20(%rsp),%r14d
    7faaebf03317:	4c 8b 6c 24 28       	mov    0x28(%rsp),%r13
    7faaebf0331c:	4c 8b 44 24 30       	mov    0x30(%rsp),%r8
    7faaebf03321:	48 8b e8             	mov    %rax,%rbp
    7faaebf03324:	48 8b 4c 24 38       	mov    0x38(%rsp),%rcx
    7faaebf03329:	48 8b 54 24 40       	mov    0x40(%rsp),%rdx
    7faaebf0332e:	e9 80 fa ff ff       	jmp    0x7faaebf02db3
    7faaebf03333:	bb 01 00 00 00       	mov    $0x1,%ebx
    ;   {runtime_call os::javaTimeNanos()}
    7faaebf03338:	c5 f8 77             	vzeroupper
    7faaebf0333b:	49 ba d0 18 88 01 ab 	movabs $0x7fab018818d0,%r10
    7faaebf03342:	7f 00 00 
    7faaebf03345:	41 ff d2             	call   *%r10
    ;   {post_call_nop}
    7faaebf03348:	0f 1f 84 00 00 00 00 	nopl   0x0(%rax,%rax,1)
    7faaebf0334f:	00 
    7faaebf03350:	4c 8b 14 24          	mov    (%rsp),%r10
    7faaebf03354:	49 89 42 30          	mov    %rax,0x30(%r10)
    7faaebf03358:	4d 89 62 20          	mov    %r12,0x20(%r10)
    7faaebf0335c:	c5 f9 ef c0          	vpxor  %xmm0,%xmm0,%xmm0
    7faaebf03360:	c4 e1 fb 2a c3       	vcvtsi2sd %rbx,%xmm0,%xmm0
    7faaebf03365:	c4 c1 7b 11 42 18    	vmovsd %xmm0,0x18(%r10)
    7faaebf0336b:	c5 f8 77             	vzeroupper
    7faaebf0336e:	48 83 c4 70          	add    $0x70,%rsp
    7faaebf03372:	5d                   	pop    %rbp
    7faaebf03373:	49 3b 67 28          	cmp    0x28(%r15),%rsp
    7faaebf03377:	0f 87 7a 0b 00 00    	ja     0x7faaebf03ef7
    7faaebf0337d:	c3                   	ret
    7faaebf0337e:	be 6e ff ff ff       	mov    $0xffffff6e,%esi
    7faaebf03383:	48 8b ac 24 88 00 00 	mov    0x88(%rsp),%rbp
    7faaebf0338a:	00 
    7faaebf0338b:	4c 8b 14 24          	mov    (%rsp),%r10
    7faaebf0338f:	4c 89 94 24 80 00 00 	mov    %r10,0x80(%rsp)
    7faaebf03396:	00 
    7faaebf03397:	4c 8b 54 24 10       	mov    0x10(%rsp),%r10
    7faaebf0339c:	48 89 1c 24          	mov    %rbx,(%rsp)
    7faaebf033a0:	4c 89 54 24 08       	mov    %r10,0x8(%rsp)
    7faaebf033a5:	44 89 74 24 10       	mov    %r14d,0x10(%rsp)
    7faaebf033aa:	44 8b 5c 24 1c       	mov    0x1c(%rsp),%r11d
    7faaebf033af:	44 89 5c 24 18       	mov    %r11d,0x18(%rsp)
    7faaebf033b4:	4c 89 44 24 20       	mov    %r8,0x20(%rsp)
    7faaebf033b9:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7faaebf033bc:	c5 f8 77             	vzeroupper
    7faaebf033bf:	e8 1c 50 b6 ff       	call   0x7faaeba683e0
    ;   {post_call_nop}
    7faaebf033c4:	0f 1f 84 00 bc 10 00 	nopl   0xb0010bc(%rax,%rax,1)
    7faaebf033cb:	0b 
    7faaebf033cc:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7faaebf033d1:	4c 8b 94 24 88 00 00 	mov    0x88(%rsp),%r10
    7faaebf033d8:	00 
    7faaebf033d9:	49 8b ea             	mov    %r10,%rbp
    7faaebf033dc:	4c 8b 14 24          	mov    (%rsp),%r10
    7faaebf033e0:	4c 89 94 24 80 00 00 	mov    %r10,0x80(%rsp)
    7faaebf033e7:	00 
    7faaebf033e8:	4c 8b 54 24 10       	mov    0x10(%rsp),%r10
    7faaebf033ed:	48 89 1c 24          	mov    %rbx,(%rsp)
    7faaebf033f1:	4c 89 54 24 08       	mov    %r10,0x8(%rsp)
    7faaebf033f6:	4c 89 6c 24 18       	mov    %r13,0x18(%rsp)
    7faaebf033fb:	44 89 44 24 30       	mov    %r8d,0x30(%rsp)
    7faaebf03400:	44 89 74 24 34       	mov    %r14d,0x34(%rsp)
    7faaebf03405:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7faaebf03408:	c5 f8 77             	vzeroupper
    7faaebf0340b:	e8 d0 4f b6 ff       	call   0x7faaeba683e0
    ;   {post_call_nop}
    7faaebf03410:	0f 1f 84 00 08 11 00 	nopl   0xc001108(%rax,%rax,1)
    7faaebf03417:	0c 
    7faaebf03418:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7faaebf0341d:	48 8b ac 24 88 00 00 	mov    0x88(%rsp),%rbp
    7faaebf03424:	00 
    7faaebf03425:	4c 8b 14 24          	mov    (%rsp),%r10
    7faaebf03429:	4c 89 94 24 80 00 00 	mov    %r10,0x80(%rsp)
    7faaebf03430:	00 
    7faaebf03431:	4c 8b 54 24 10       	mov    0x10(%rsp),%r10
    7faaebf03436:	48 89 1c 24          	mov    %rbx,(%rsp)
    7faaebf0343a:	4c 89 54 24 08       	mov    %r10,0x8(%rsp)
    7faaebf0343f:	44 89 74 24 10       	mov    %r14d,0x10(%rsp)
    ;   {runtime_call UncommonTrapBlob}
    7faaebf03444:	c5 f8 77             	vzeroupper
    7faaebf03447:	e8 94 4f b6 ff       	call   0x7faaeba683e0
    ;   {post_call_nop}
    7faaebf0344c:	0f 1f 84 00 44 11 00 	nopl   0xd001144(%rax,%rax,1)
    7faaebf03453:	0d 
    7faaebf03454:	48 83 c1 fe          	add    $0xfffffffffffffffe,%rcx
    7faaebf03458:	49 8b fb             	mov    %r11,%rdi
    7faaebf0345b:	48 33 c0             	xor    %rax,%rax
    7faaebf0345e:	48 83 f9 08          	cmp    $0x8,%rcx
    7faaebf03462:	7f 10                	jg     0x7faaebf03474
    7faaebf03464:	48 ff c9             	dec    %rcx
    7faaebf03467:	78 6d                	js     0x7faaebf034d6
    7faaebf03469:	48 89 04 cf          	mov    %rax,(%rdi,%rcx,8)
    7faaebf0346d:	48 ff c9             	dec    %rcx
    7faaebf03470:	7d f7                	jge    0x7faaebf03469
    7faaebf03472:	eb 62                	jmp    0x7faaebf034d6
    7faaebf03474:	62 f1 7d 48 ef c0    	vpxord %zmm0,%zmm0,%zmm0
    7faaebf0347a:	e9 0a 00 00 00       	jmp    0x7faaebf03489
    7faaebf0347f:	62 f1 fe 48 7f 07    	vmovdqu64 %zmm0,(%rdi)
    7faaebf03485:	48 83 c7 40          	add    $0x40,%rdi
    7faaebf03489:	48 83 e9 08          	sub    $0x8,%rcx
    7faaebf0348d:	7d f0                	jge    0x7faaebf0347f
    7faaebf0348f:	48 83 c1 08          	add    $0x8,%rcx
    7faaebf03493:	74 41                	je     0x7faaebf034d6
    7faaebf03495:	48 c7 c0 ff ff ff ff 	mov    $0xffffffffffffffff,%rax
    7faaebf0349c:	c4 e2 f0 f5 c0       	bzhi   %rcx,%rax,%rax
    7faaebf034a1:	c4 e1 fb 92 f8       	kmovq  %rax,%k7
    7faaebf034a6:	62 f1 fe 4f 7f 07    	vmovdqu64 %zmm0,(%rdi){%k7}
    7faaebf034ac:	e9 25 00 00 00       	jmp    0x7faaebf034d6
    7faaebf034b1:	48 83 c7 20          	add    $0x20,%rdi
    7faaebf034b5:	48 83 e9 04          	sub    $0x4,%rcx
    7faaebf034b9:	48 83 c1 04          	add    $0x4,%rcx
    7faaebf034bd:	7e 17                	jle    0x7faaebf034d6
    7faaebf034bf:	48 c7 c0 ff ff ff ff 	mov    $0xffffffffffffffff,%rax
    7faaebf034c6:	c4 e2 f0 f5 c0       	bzhi   %rcx,%rax,%rax
    7faaebf034cb:	c4 e1 fb 92 f8       	kmovq  %rax,%k7
    7faaebf034d0:	62 f1 fe 2f 7f 07    	vmovdqu64 %ymm0,(%rdi){%k7}
    7faaebf034d6:	e9 24 f9 ff ff       	jmp    0x7faaebf02dff
    7faaebf034db:	be cc ff ff ff       	mov    $0xffffffcc,%esi
    7faaebf034e0:	48 8b ac 24 88 00 00 	mov    0x88(%rsp),%rbp
    7faaebf034e7:	00 
    7faaebf034e8:	4c 8b 14 24          	mov    (%rsp),%r10
    7faaebf034ec:	4c 89 94 24 80 00 00 	mov    %r10,0x80(%rsp)
    7faaebf034f3:	00 
    7faaebf034f4:	4c 8b 54 24 10       	mov    0x10(%rsp),%r10
    7faaebf034f9:	48 89 1c 24          	mov    %rbx,(%rsp)
    7faaebf034fd:	4c 89 54 24 08       	mov    %r10,0x8(%rsp)
    7faaebf03502:	4c 89 6c 24 18       	mov    %r13,0x18(%rsp)
    7faaebf03507:	44 89 74 24 28       	mov    %r14d,0x28(%rsp)
    ;   {runtime_call UncommonTrapBlob}
    7faaebf0350c:	c5 f8 77             	vzeroupper
    7faaebf0350f:	e8 cc 4e b6 ff       	call   0x7faaeba683e0
    ;   {post_call_nop}
    7faaebf03514:	0f 1f 84 00 0c 12 00 	nopl   0xe00120c(%rax,%rax,1)
    7faaebf0351b:	0e 
    7faaebf0351c:	48 63 d5             	movslq %ebp,%rdx
    7faaebf0351f:	4c 8d 42 10          	lea    0x10(%rdx),%r8
    7faaebf03523:	49 8b c8             	mov    %r8,%rcx
    7faaebf03526:	48 83 e1 f8          	and    $0xfffffffffffffff8,%rcx
    7faaebf0352a:	49 8b fd             	mov    %r13,%rdi
    7faaebf0352d:	48 03 f9             	add    %rcx,%rdi
    7faaebf03530:	49 c1 e8 03          	shr    $0x3,%r8
    7faaebf03534:	4d 2b d0             	sub    %r8,%r10
    7faaebf03537:	49 8b ca             	mov    %r10,%rcx
    7faaebf0353a:	48 33 c0             	xor    %rax,%rax
    7faaebf0353d:	48 83 f9 08          	cmp    $0x8,%rcx
    7faaebf03541:	7f 10                	jg     0x7faaebf03553
    7faaebf03543:	48 ff c9             	dec    %rcx
    7faaebf03546:	78 6d                	js     0x7faaebf035b5
    7faaebf03548:	48 89 04 cf          	mov    %rax,(%rdi,%rcx,8)
    7faaebf0354c:	48 ff c9             	dec    %rcx
    7faaebf0354f:	7d f7                	jge    0x7faaebf03548
    7faaebf03551:	eb 62                	jmp    0x7faaebf035b5
    7faaebf03553:	62 f1 7d 48 ef c0    	vpxord %zmm0,%zmm0,%zmm0
    7faaebf03559:	e9 0a 00 00 00       	jmp    0x7faaebf03568
    7faaebf0355e:	62 f1 fe 48 7f 07    	vmovdqu64 %zmm0,(%rdi)
    7faaebf03564:	48 83 c7 40          	add    $0x40,%rdi
    7faaebf03568:	48 83 e9 08          	sub    $0x8,%rcx
    7faaebf0356c:	7d f0                	jge    0x7faaebf0355e
    7faaebf0356e:	48 83 c1 08          	add    $0x8,%rcx
    7faaebf03572:	74 41                	je     0x7faaebf035b5
    7faaebf03574:	48 c7 c0 ff ff ff ff 	mov    $0xffffffffffffffff,%rax
    7faaebf0357b:	c4 e2 f0 f5 c0       	bzhi   %rcx,%rax,%rax
    7faaebf03580:	c4 e1 fb 92 f8       	kmovq  %rax,%k7
    7faaebf03585:	62 f1 fe 4f 7f 07    	vmovdqu64 %zmm0,(%rdi){%k7}
    7faaebf0358b:	e9 25 00 00 00       	jmp    0x7faaebf035b5
    7faaebf03590:	48 83 c7 20          	add    $0x20,%rdi
    7faaebf03594:	48 83 e9 04          	sub    $0x4,%rcx
    7faaebf03598:	48 83 c1 04          	add    $0x4,%rcx
    7faaebf0359c:	7e 17                	jle    0x7faaebf035b5
    7faaebf0359e:	48 c7 c0 ff ff ff ff 	mov    $0xffffffffffffffff,%rax
    7faaebf035a5:	c4 e2 f0 f5 c0       	bzhi   %rcx,%rax,%rax
    7faaebf035aa:	c4 e1 fb 92 f8       	kmovq  %rax,%k7
    7faaebf035af:	62 f1 fe 2f 7f 07    	vmovdqu64 %ymm0,(%rdi){%k7}
    7faaebf035b5:	48 83 fa 20          	cmp    $0x20,%rdx
    7faaebf035b9:	77 28                	ja     0x7faaebf035e3
    7faaebf035bb:	4c 63 d5             	movslq %ebp,%r10
    7faaebf035be:	49 b8 ff ff ff ff ff 	movabs $0xffffffffffffffff,%r8
    7faaebf035c5:	ff ff ff 
    7faaebf035c8:	c4 42 a8 f5 c0       	bzhi   %r10,%r8,%r8
    7faaebf035cd:	c4 c1 fb 92 f8       	kmovq  %r8,%k7
    7faaebf035d2:	62 d1 7f af 6f 03    	vmovdqu8 (%r11),%ymm0{%k7}{z}
    7faaebf035d8:	62 d1 7f 2f 7f 01    	vmovdqu8 %ymm0,(%r9){%k7}
    7faaebf035de:	e9 be fa ff ff       	jmp    0x7faaebf030a1
    7faaebf035e3:	49 8b fb             	mov    %r11,%rdi
    7faaebf035e6:	49 8b f1             	mov    %r9,%rsi
    7faaebf035e9:	c5 f8 77             	vzeroupper
    ;   {runtime_call Stub::jbyte_disjoint_arraycopy}
    7faaebf035ec:	49 ba 60 9c 96 eb aa 	movabs $0x7faaeb969c60,%r10
    7faaebf035f3:	7f 00 00 
    7faaebf035f6:	41 ff d2             	call   *%r10
    7faaebf035f9:	0f 1f 84 00 00 00 00 	nopl   0x0(%rax,%rax,1)
    7faaebf03600:	00 
    7faaebf03601:	e9 9b fa ff ff       	jmp    0x7faaebf030a1
    7faaebf03606:	48 be 98 34 17 48 00 	movabs $0x48173498,%rsi
    7faaebf0360d:	00 00 00 
    7faaebf03610:	48 8b ac 24 88 00 00 	mov    0x88(%rsp),%rbp
    7faaebf03617:	00 
    ;   {runtime_call C2 Runtime new_array}
    7faaebf03618:	c5 f8 77             	vzeroupper
    7faaebf0361b:	e8 40 b6 b6 ff       	call   0x7faaeba6ec60
    ;   {post_call_nop}
    7faaebf03620:	0f 1f 84 00 18 13 00 	nopl   0xf001318(%rax,%rax,1)
    7faaebf03627:	0f 
    7faaebf03628:	4c 8b d0             	mov    %rax,%r10
    7faaebf0362b:	e9 23 ef ff ff       	jmp    0x7faaebf02553
    7faaebf03630:	89 4c 24 18          	mov    %ecx,0x18(%rsp)
    7faaebf03634:	44 89 44 24 0c       	mov    %r8d,0xc(%rsp)
    7faaebf03639:	4c 8b 94 24 90 00 00 	mov    0x90(%rsp),%r10
    7faaebf03640:	00 
    7faaebf03641:	4c 89 94 24 80 00 00 	mov    %r10,0x80(%rsp)
    7faaebf03648:	00 
    7faaebf03649:	48 8b 2c 24          	mov    (%rsp),%rbp
    7faaebf0364d:	48 be 68 64 17 48 00 	movabs $0x48176468,%rsi
    7faaebf03654:	00 00 00 
    7faaebf03657:	4c 8b 54 24 10       	mov    0x10(%rsp),%r10
    7faaebf0365c:	4c 89 14 24          	mov    %r10,(%rsp)
    ;   {runtime_call C2 Runtime new_instance}
    7faaebf03660:	c5 f8 77             	vzeroupper
    7faaebf03663:	e8 78 44 b6 ff       	call   0x7faaeba67ae0
    ;   {post_call_nop}
    7faaebf03668:	0f 1f 84 00 60 13 00 	nopl   0x10001360(%rax,%rax,1)
    7faaebf0366f:	10 
    7faaebf03670:	48 89 2c 24          	mov    %rbp,(%rsp)
    7faaebf03674:	4c 8b 9c 24 80 00 00 	mov    0x80(%rsp),%r11
    7faaebf0367b:	00 
    7faaebf0367c:	4c 89 9c 24 90 00 00 	mov    %r11,0x90(%rsp)
    7faaebf03683:	00 
    7faaebf03684:	44 8b 44 24 0c       	mov    0xc(%rsp),%r8d
    7faaebf03689:	8b 4c 24 18          	mov    0x18(%rsp),%ecx
    7faaebf0368d:	48 8b d8             	mov    %rax,%rbx
    7faaebf03690:	e9 01 f1 ff ff       	jmp    0x7faaebf02796
    7faaebf03695:	48 89 54 24 20       	mov    %rdx,0x20(%rsp)
    7faaebf0369a:	49 8b eb             	mov    %r11,%rbp
    7faaebf0369d:	48 89 5c 24 18       	mov    %rbx,0x18(%rsp)
    7faaebf036a2:	44 8b 5c 24 34       	mov    0x34(%rsp),%r11d
    7faaebf036a7:	44 89 5c 24 08       	mov    %r11d,0x8(%rsp)
    7faaebf036ac:	4c 8b 1c 24          	mov    (%rsp),%r11
    7faaebf036b0:	4c 89 9c 24 80 00 00 	mov    %r11,0x80(%rsp)
    7faaebf036b7:	00 
    ;   {metadata({type array byte})}
    7faaebf036b8:	48 be 98 34 17 48 00 	movabs $0x48173498,%rsi
    7faaebf036bf:	00 00 00 
    7faaebf036c2:	41 8b d2             	mov    %r10d,%edx
    7faaebf036c5:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call C2 Runtime new_array_nozero}
    7faaebf036c8:	c5 f8 77             	vzeroupper
    7faaebf036cb:	e8 10 82 b6 ff       	call   0x7faaeba6b8e0
    ;   {post_call_nop}
    7faaebf036d0:	0f 1f 84 00 c8 13 00 	nopl   0x110013c8(%rax,%rax,1)
    7faaebf036d7:	11 
    7faaebf036d8:	4c 8b 9c 24 80 00 00 	mov    0x80(%rsp),%r11
    7faaebf036df:	00 
    7faaebf036e0:	4c 89 1c 24          	mov    %r11,(%rsp)
    7faaebf036e4:	48 8b 5c 24 18       	mov    0x18(%rsp),%rbx
    7faaebf036e9:	4c 8b dd             	mov    %rbp,%r11
    7faaebf036ec:	48 8b 54 24 20       	mov    0x20(%rsp),%rdx
    7faaebf036f1:	4c 8b e8             	mov    %rax,%r13
    7faaebf036f4:	e9 2a f1 ff ff       	jmp    0x7faaebf02823
    7faaebf036f9:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7faaebf036fe:	48 8b ac 24 88 00 00 	mov    0x88(%rsp),%rbp
    7faaebf03705:	00 
    7faaebf03706:	4c 8b 14 24          	mov    (%rsp),%r10
    7faaebf0370a:	4c 89 94 24 80 00 00 	mov    %r10,0x80(%rsp)
    7faaebf03711:	00 
    7faaebf03712:	4c 8b 54 24 10       	mov    0x10(%rsp),%r10
    7faaebf03717:	48 89 1c 24          	mov    %rbx,(%rsp)
    7faaebf0371b:	4c 89 54 24 08       	mov    %r10,0x8(%rsp)
    7faaebf03720:	4c 89 6c 24 18       	mov    %r13,0x18(%rsp)
    7faaebf03725:	44 89 74 24 24       	mov    %r14d,0x24(%rsp)
    7faaebf0372a:	66 90                	xchg   %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7faaebf0372c:	c5 f8 77             	vzeroupper
    7faaebf0372f:	e8 ac 4c b6 ff       	call   0x7faaeba683e0
    ;   {post_call_nop}
    7faaebf03734:	0f 1f 84 00 2c 14 00 	nopl   0x1200142c(%rax,%rax,1)
    7faaebf0373b:	12 
    7faaebf0373c:	be cc ff ff ff       	mov    $0xffffffcc,%esi
    7faaebf03741:	89 5c 24 18          	mov    %ebx,0x18(%rsp)
    7faaebf03745:	44 89 74 24 1c       	mov    %r14d,0x1c(%rsp)
    7faaebf0374a:	44 8b 44 24 2c       	mov    0x2c(%rsp),%r8d
    7faaebf0374f:	44 89 44 24 24       	mov    %r8d,0x24(%rsp)
    7faaebf03754:	89 4c 24 28          	mov    %ecx,0x28(%rsp)
    7faaebf03758:	44 89 6c 24 2c       	mov    %r13d,0x2c(%rsp)
    7faaebf0375d:	44 89 4c 24 30       	mov    %r9d,0x30(%rsp)
    7faaebf03762:	89 7c 24 34          	mov    %edi,0x34(%rsp)
    7faaebf03766:	4c 89 54 24 38       	mov    %r10,0x38(%rsp)
    7faaebf0376b:	89 54 24 40          	mov    %edx,0x40(%rsp)
    7faaebf0376f:	90                   	nop
    ;   {runtime_call UncommonTrapBlob}
    7faaebf03770:	c5 f8 77             	vzeroupper
    7faaebf03773:	e8 68 4c b6 ff       	call   0x7faaeba683e0
    ;   {post_call_nop}
    7faaebf03778:	0f 1f 84 00 70 14 00 	nopl   0x13001470(%rax,%rax,1)
    7faaebf0377f:	13 
    7faaebf03780:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7faaebf03785:	48 8b ac 24 88 00 00 	mov    0x88(%rsp),%rbp
    7faaebf0378c:	00 
    7faaebf0378d:	4c 8b 04 24          	mov    (%rsp),%r8
    7faaebf03791:	4c 89 84 24 80 00 00 	mov    %r8,0x80(%rsp)
    7faaebf03798:	00 
    7faaebf03799:	4c 8b 44 24 10       	mov    0x10(%rsp),%r8
    7faaebf0379e:	4c 89 04 24          	mov    %r8,(%rsp)
    7faaebf037a2:	89 5c 24 08          	mov    %ebx,0x8(%rsp)
    7faaebf037a6:	44 89 74 24 0c       	mov    %r14d,0xc(%rsp)
    7faaebf037ab:	44 89 54 24 10       	mov    %r10d,0x10(%rsp)
    7faaebf037b0:	89 7c 24 1c          	mov    %edi,0x1c(%rsp)
    7faaebf037b4:	48 89 44 24 28       	mov    %rax,0x28(%rsp)
    7faaebf037b9:	89 7c 24 30          	mov    %edi,0x30(%rsp)
    7faaebf037bd:	89 4c 24 34          	mov    %ecx,0x34(%rsp)
    7faaebf037c1:	44 89 6c 24 38       	mov    %r13d,0x38(%rsp)
    7faaebf037c6:	44 89 4c 24 3c       	mov    %r9d,0x3c(%rsp)
    7faaebf037cb:	44 89 5c 24 44       	mov    %r11d,0x44(%rsp)
    ;   {runtime_call UncommonTrapBlob}
    7faaebf037d0:	c5 f8 77             	vzeroupper
    7faaebf037d3:	e8 08 4c b6 ff       	call   0x7faaeba683e0
    ;   {post_call_nop}
    7faaebf037d8:	0f 1f 84 00 d0 14 00 	nopl   0x140014d0(%rax,%rax,1)
    7faaebf037df:	14 
    7faaebf037e0:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7faaebf037e5:	48 8b ac 24 88 00 00 	mov    0x88(%rsp),%rbp
    7faaebf037ec:	00 
    7faaebf037ed:	4c 8b 04 24          	mov    (%rsp),%r8
    7faaebf037f1:	4c 89 84 24 88 00 00 	mov    %r8,0x88(%rsp)
    7faaebf037f8:	00 
    7faaebf037f9:	4c 8b 44 24 10       	mov    0x10(%rsp),%r8
    7faaebf037fe:	4c 89 44 24 08       	mov    %r8,0x8(%rsp)
    7faaebf03803:	89 5c 24 10          	mov    %ebx,0x10(%rsp)
    7faaebf03807:	44 89 74 24 14       	mov    %r14d,0x14(%rsp)
    7faaebf0380c:	89 4c 24 20          	mov    %ecx,0x20(%rsp)
    7faaebf03810:	8b 5c 24 2c          	mov    0x2c(%rsp),%ebx
    7faaebf03814:	89 5c 24 24          	mov    %ebx,0x24(%rsp)
    7faaebf03818:	89 4c 24 28          	mov    %ecx,0x28(%rsp)
    7faaebf0381c:	44 89 6c 24 2c       	mov    %r13d,0x2c(%rsp)
    7faaebf03821:	44 89 4c 24 30       	mov    %r9d,0x30(%rsp)
    7faaebf03826:	4c 89 54 24 38       	mov    %r10,0x38(%rsp)
    7faaebf0382b:	89 54 24 34          	mov    %edx,0x34(%rsp)
    7faaebf0382f:	44 89 5c 24 40       	mov    %r11d,0x40(%rsp)
    ;   {runtime_call UncommonTrapBlob}
    7faaebf03834:	c5 f8 77             	vzeroupper
    7faaebf03837:	e8 a4 4b b6 ff       	call   0x7faaeba683e0
    ;   {post_call_nop}
    7faaebf0383c:	0f 1f 84 00 34 15 00 	nopl   0x15001534(%rax,%rax,1)
    7faaebf03843:	15 
    7faaebf03844:	45 33 c0             	xor    %r8d,%r8d
    7faaebf03847:	4d 3b c2             	cmp    %r10,%r8
    7faaebf0384a:	bd ff ff ff ff       	mov    $0xffffffff,%ebp
    7faaebf0384f:	7c 08                	jl     0x7faaebf03859
    7faaebf03851:	40 0f 95 c5          	setne  %bpl
    7faaebf03855:	40 0f b6 ed          	movzbl %bpl,%ebp
    7faaebf03859:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7faaebf0385e:	4c 8b 94 24 88 00 00 	mov    0x88(%rsp),%r10
    7faaebf03865:	00 
    7faaebf03866:	4c 89 94 24 80 00 00 	mov    %r10,0x80(%rsp)
    7faaebf0386d:	00 
    7faaebf0386e:	4c 8b 14 24          	mov    (%rsp),%r10
    7faaebf03872:	4c 89 94 24 88 00 00 	mov    %r10,0x88(%rsp)
    7faaebf03879:	00 
    7faaebf0387a:	4c 8b 54 24 10       	mov    0x10(%rsp),%r10
    7faaebf0387f:	4c 89 54 24 08       	mov    %r10,0x8(%rsp)
    7faaebf03884:	89 5c 24 10          	mov    %ebx,0x10(%rsp)
    7faaebf03888:	44 89 74 24 14       	mov    %r14d,0x14(%rsp)
    7faaebf0388d:	48 89 44 24 30       	mov    %rax,0x30(%rsp)
    7faaebf03892:	89 7c 24 24          	mov    %edi,0x24(%rsp)
    7faaebf03896:	89 4c 24 38          	mov    %ecx,0x38(%rsp)
    7faaebf0389a:	44 89 6c 24 3c       	mov    %r13d,0x3c(%rsp)
    7faaebf0389f:	44 89 4c 24 40       	mov    %r9d,0x40(%rsp)
    7faaebf038a4:	44 89 5c 24 44       	mov    %r11d,0x44(%rsp)
    7faaebf038a9:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7faaebf038ac:	c5 f8 77             	vzeroupper
    7faaebf038af:	e8 2c 4b b6 ff       	call   0x7faaeba683e0
    ;   {post_call_nop}
    7faaebf038b4:	0f 1f 84 00 ac 15 00 	nopl   0x160015ac(%rax,%rax,1)
    7faaebf038bb:	16 
    7faaebf038bc:	48 89 54 24 30       	mov    %rdx,0x30(%rsp)
    7faaebf038c1:	4c 89 54 24 28       	mov    %r10,0x28(%rsp)
    7faaebf038c6:	4c 89 5c 24 20       	mov    %r11,0x20(%rsp)
    7faaebf038cb:	48 89 5c 24 18       	mov    %rbx,0x18(%rsp)
    7faaebf038d0:	44 89 44 24 08       	mov    %r8d,0x8(%rsp)
    7faaebf038d5:	4c 8b 14 24          	mov    (%rsp),%r10
    7faaebf038d9:	4c 89 94 24 80 00 00 	mov    %r10,0x80(%rsp)
    ;   {metadata({type array byte})}
    7faaebf038e0:	00 
    7faaebf038e1:	48 be 98 34 17 48 00 	movabs $0x48173498,%rsi
    7faaebf038e8:	00 00 00 
    7faaebf038eb:	41 8b d0             	mov    %r8d,%edx
    7faaebf038ee:	66 90                	xchg   %ax,%ax
    ;   {runtime_call C2 Runtime new_array_nozero}
    7faaebf038f0:	c5 f8 77             	vzeroupper
    7faaebf038f3:	e8 e8 7f b6 ff       	call   0x7faaeba6b8e0
    ;   {post_call_nop}
    7faaebf038f8:	0f 1f 84 00 f0 15 00 	nopl   0x170015f0(%rax,%rax,1)
    7faaebf038ff:	17 
    7faaebf03900:	4c 8b 9c 24 80 00 00 	mov    0x80(%rsp),%r11
    7faaebf03907:	00 
    7faaebf03908:	4c 89 1c 24          	mov    %r11,(%rsp)
    7faaebf0390c:	44 8b 44 24 08       	mov    0x8(%rsp),%r8d
    7faaebf03911:	48 8b 5c 24 18       	mov    0x18(%rsp),%rbx
    7faaebf03916:	4c 8b 5c 24 20       	mov    0x20(%rsp),%r11
    7faaebf0391b:	4c 8b e8             	mov    %rax,%r13
    7faaebf0391e:	4c 8b 54 24 28       	mov    0x28(%rsp),%r10
    7faaebf03923:	48 8b 54 24 30       	mov    0x30(%rsp),%rdx
    7faaebf03928:	e9 32 f7 ff ff       	jmp    0x7faaebf0305f
    7faaebf0392d:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7faaebf03932:	48 8b e8             	mov    %rax,%rbp
    7faaebf03935:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7faaebf03938:	c5 f8 77             	vzeroupper
    7faaebf0393b:	e8 a0 4a b6 ff       	call   0x7faaeba683e0
    ;   {post_call_nop}
    7faaebf03940:	0f 1f 84 00 38 16 00 	nopl   0x18001638(%rax,%rax,1)
    7faaebf03947:	18 
    7faaebf03948:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7faaebf0394d:	48 8b eb             	mov    %rbx,%rbp
    ;   {runtime_call UncommonTrapBlob}
    7faaebf03950:	c5 f8 77             	vzeroupper
    7faaebf03953:	e8 88 4a b6 ff       	call   0x7faaeba683e0
    ;   {post_call_nop}
    7faaebf03958:	0f 1f 84 00 50 16 00 	nopl   0x19001650(%rax,%rax,1)
    7faaebf0395f:	19 
    7faaebf03960:	be 6e ff ff ff       	mov    $0xffffff6e,%esi
    7faaebf03965:	48 8b ac 24 88 00 00 	mov    0x88(%rsp),%rbp
    7faaebf0396c:	00 
    7faaebf0396d:	4c 8b 1c 24          	mov    (%rsp),%r11
    7faaebf03971:	4c 89 9c 24 80 00 00 	mov    %r11,0x80(%rsp)
    7faaebf03978:	00 
    7faaebf03979:	4c 8b 5c 24 10       	mov    0x10(%rsp),%r11
    7faaebf0397e:	4c 89 1c 24          	mov    %r11,(%rsp)
    7faaebf03982:	89 5c 24 08          	mov    %ebx,0x8(%rsp)
    7faaebf03986:	4c 89 54 24 10       	mov    %r10,0x10(%rsp)
    7faaebf0398b:	44 89 6c 24 18       	mov    %r13d,0x18(%rsp)
    ;   {runtime_call UncommonTrapBlob}
    7faaebf03990:	c5 f8 77             	vzeroupper
    7faaebf03993:	e8 48 4a b6 ff       	call   0x7faaeba683e0
    ;   {post_call_nop}
    7faaebf03998:	0f 1f 84 00 90 16 00 	nopl   0x1a001690(%rax,%rax,1)
    7faaebf0399f:	1a 
    7faaebf039a0:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7faaebf039a5:	48 8b ac 24 88 00 00 	mov    0x88(%rsp),%rbp
    7faaebf039ac:	00 
    7faaebf039ad:	4c 8b 14 24          	mov    (%rsp),%r10
    7faaebf039b1:	4c 89 94 24 80 00 00 	mov    %r10,0x80(%rsp)
    7faaebf039b8:	00 
    7faaebf039b9:	4c 8b 54 24 10       	mov    0x10(%rsp),%r10
    7faaebf039be:	4c 89 14 24          	mov    %r10,(%rsp)
    7faaebf039c2:	89 4c 24 18          	mov    %ecx,0x18(%rsp)
    7faaebf039c6:	44 89 44 24 1c       	mov    %r8d,0x1c(%rsp)
    7faaebf039cb:	48 89 5c 24 28       	mov    %rbx,0x28(%rsp)
    ;   {runtime_call UncommonTrapBlob}
    7faaebf039d0:	c5 f8 77             	vzeroupper
    7faaebf039d3:	e8 08 4a b6 ff       	call   0x7faaeba683e0
    ;   {post_call_nop}
    7faaebf039d8:	0f 1f 84 00 d0 16 00 	nopl   0x1b0016d0(%rax,%rax,1)
    7faaebf039df:	1b 
    7faaebf039e0:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7faaebf039e5:	48 8b ac 24 88 00 00 	mov    0x88(%rsp),%rbp
    7faaebf039ec:	00 
    7faaebf039ed:	4c 8b 14 24          	mov    (%rsp),%r10
    7faaebf039f1:	4c 89 94 24 80 00 00 	mov    %r10,0x80(%rsp)
    7faaebf039f8:	00 
    7faaebf039f9:	4c 8b 54 24 10       	mov    0x10(%rsp),%r10
    7faaebf039fe:	4c 89 14 24          	mov    %r10,(%rsp)
    7faaebf03a02:	44 89 44 24 08       	mov    %r8d,0x8(%rsp)
    7faaebf03a07:	90                   	nop
    ;   {runtime_call UncommonTrapBlob}
    7faaebf03a08:	c5 f8 77             	vzeroupper
    7faaebf03a0b:	e8 d0 49 b6 ff       	call   0x7faaeba683e0
    ;   {post_call_nop}
    7faaebf03a10:	0f 1f 84 00 08 17 00 	nopl   0x1c001708(%rax,%rax,1)
    7faaebf03a17:	1c 
    7faaebf03a18:	49 83 c2 fe          	add    $0xfffffffffffffffe,%r10
    7faaebf03a1c:	49 8b ca             	mov    %r10,%rcx
    7faaebf03a1f:	49 8b f9             	mov    %r9,%rdi
    7faaebf03a22:	48 33 c0             	xor    %rax,%rax
    7faaebf03a25:	48 83 f9 08          	cmp    $0x8,%rcx
    7faaebf03a29:	7f 10                	jg     0x7faaebf03a3b
    7faaebf03a2b:	48 ff c9             	dec    %rcx
    7faaebf03a2e:	78 6d                	js     0x7faaebf03a9d
    7faaebf03a30:	48 89 04 cf          	mov    %rax,(%rdi,%rcx,8)
    7faaebf03a34:	48 ff c9             	dec    %rcx
    7faaebf03a37:	7d f7                	jge    0x7faaebf03a30
    7faaebf03a39:	eb 62                	jmp    0x7faaebf03a9d
    7faaebf03a3b:	62 f1 7d 48 ef c0    	vpxord %zmm0,%zmm0,%zmm0
    7faaebf03a41:	e9 0a 00 00 00       	jmp    0x7faaebf03a50
    7faaebf03a46:	62 f1 fe 48 7f 07    	vmovdqu64 %zmm0,(%rdi)
    7faaebf03a4c:	48 83 c7 40          	add    $0x40,%rdi
    7faaebf03a50:	48 83 e9 08          	sub    $0x8,%rcx
    7faaebf03a54:	7d f0                	jge    0x7faaebf03a46
    7faaebf03a56:	48 83 c1 08          	add    $0x8,%rcx
    7faaebf03a5a:	74 41                	je     0x7faaebf03a9d
    7faaebf03a5c:	48 c7 c0 ff ff ff ff 	mov    $0xffffffffffffffff,%rax
    7faaebf03a63:	c4 e2 f0 f5 c0       	bzhi   %rcx,%rax,%rax
    7faaebf03a68:	c4 e1 fb 92 f8       	kmovq  %rax,%k7
    7faaebf03a6d:	62 f1 fe 4f 7f 07    	vmovdqu64 %zmm0,(%rdi){%k7}
    7faaebf03a73:	e9 25 00 00 00       	jmp    0x7faaebf03a9d
    7faaebf03a78:	48 83 c7 20          	add    $0x20,%rdi
    7faaebf03a7c:	48 83 e9 04          	sub    $0x4,%rcx
    7faaebf03a80:	48 83 c1 04          	add    $0x4,%rcx
    7faaebf03a84:	7e 17                	jle    0x7faaebf03a9d
    7faaebf03a86:	48 c7 c0 ff ff ff ff 	mov    $0xffffffffffffffff,%rax
    7faaebf03a8d:	c4 e2 f0 f5 c0       	bzhi   %rcx,%rax,%rax
    7faaebf03a92:	c4 e1 fb 92 f8       	kmovq  %rax,%k7
    7faaebf03a97:	62 f1 fe 2f 7f 07    	vmovdqu64 %ymm0,(%rdi){%k7}
    7faaebf03a9d:	e9 ff f5 ff ff       	jmp    0x7faaebf030a1
    7faaebf03aa2:	be cc ff ff ff       	mov    $0xffffffcc,%esi
    7faaebf03aa7:	48 8b ac 24 88 00 00 	mov    0x88(%rsp),%rbp
    7faaebf03aae:	00 
    7faaebf03aaf:	4c 8b 14 24          	mov    (%rsp),%r10
    7faaebf03ab3:	4c 89 94 24 80 00 00 	mov    %r10,0x80(%rsp)
    7faaebf03aba:	00 
    7faaebf03abb:	4c 8b 54 24 10       	mov    0x10(%rsp),%r10
    7faaebf03ac0:	4c 89 14 24          	mov    %r10,(%rsp)
    7faaebf03ac4:	44 89 44 24 10       	mov    %r8d,0x10(%rsp)
    7faaebf03ac9:	48 89 5c 24 20       	mov    %rbx,0x20(%rsp)
    7faaebf03ace:	66 90                	xchg   %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7faaebf03ad0:	c5 f8 77             	vzeroupper
    7faaebf03ad3:	e8 08 49 b6 ff       	call   0x7faaeba683e0
    ;   {post_call_nop}
    7faaebf03ad8:	0f 1f 84 00 d0 17 00 	nopl   0x1d0017d0(%rax,%rax,1)
    7faaebf03adf:	1d 
    7faaebf03ae0:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7faaebf03ae5:	48 8b ac 24 88 00 00 	mov    0x88(%rsp),%rbp
    7faaebf03aec:	00 
    7faaebf03aed:	4c 8b 14 24          	mov    (%rsp),%r10
    7faaebf03af1:	4c 89 94 24 80 00 00 	mov    %r10,0x80(%rsp)
    7faaebf03af8:	00 
    7faaebf03af9:	4c 8b 54 24 10       	mov    0x10(%rsp),%r10
    7faaebf03afe:	4c 89 14 24          	mov    %r10,(%rsp)
    7faaebf03b02:	44 89 44 24 0c       	mov    %r8d,0xc(%rsp)
    7faaebf03b07:	48 89 5c 24 18       	mov    %rbx,0x18(%rsp)
    ;   {runtime_call UncommonTrapBlob}
    7faaebf03b0c:	c5 f8 77             	vzeroupper
    7faaebf03b0f:	e8 cc 48 b6 ff       	call   0x7faaeba683e0
    ;   {post_call_nop}
    7faaebf03b14:	0f 1f 84 00 0c 18 00 	nopl   0x1e00180c(%rax,%rax,1)
    7faaebf03b1b:	1e 
    7faaebf03b1c:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7faaebf03b21:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7faaebf03b24:	c5 f8 77             	vzeroupper
    7faaebf03b27:	e8 b4 48 b6 ff       	call   0x7faaeba683e0
    ;   {post_call_nop}
    7faaebf03b2c:	0f 1f 84 00 24 18 00 	nopl   0x1f001824(%rax,%rax,1)
    7faaebf03b33:	1f 
    7faaebf03b34:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7faaebf03b39:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7faaebf03b3c:	c5 f8 77             	vzeroupper
    7faaebf03b3f:	e8 9c 48 b6 ff       	call   0x7faaeba683e0
    ;   {post_call_nop}
    7faaebf03b44:	0f 1f 84 00 3c 18 00 	nopl   0x2000183c(%rax,%rax,1)
    7faaebf03b4b:	20 
    7faaebf03b4c:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7faaebf03b51:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7faaebf03b54:	c5 f8 77             	vzeroupper
    7faaebf03b57:	e8 84 48 b6 ff       	call   0x7faaeba683e0
    ;   {post_call_nop}
    7faaebf03b5c:	0f 1f 84 00 54 18 00 	nopl   0x21001854(%rax,%rax,1)
    7faaebf03b63:	21 
    7faaebf03b64:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7faaebf03b69:	41 8b e9             	mov    %r9d,%ebp
    7faaebf03b6c:	44 89 9c 24 80 00 00 	mov    %r11d,0x80(%rsp)
    7faaebf03b73:	00 
    7faaebf03b74:	89 8c 24 84 00 00 00 	mov    %ecx,0x84(%rsp)
    7faaebf03b7b:	90                   	nop
    ;   {runtime_call UncommonTrapBlob}
    7faaebf03b7c:	c5 f8 77             	vzeroupper
    7faaebf03b7f:	e8 5c 48 b6 ff       	call   0x7faaeba683e0
    ;   {post_call_nop}
    7faaebf03b84:	0f 1f 84 00 7c 18 00 	nopl   0x2200187c(%rax,%rax,1)
    7faaebf03b8b:	22 
    7faaebf03b8c:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7faaebf03b91:	48 8b ac 24 88 00 00 	mov    0x88(%rsp),%rbp
    7faaebf03b98:	00 
    7faaebf03b99:	4c 8b 14 24          	mov    (%rsp),%r10
    7faaebf03b9d:	4c 89 94 24 80 00 00 	mov    %r10,0x80(%rsp)
    7faaebf03ba4:	00 
    7faaebf03ba5:	4c 8b 54 24 10       	mov    0x10(%rsp),%r10
    7faaebf03baa:	48 89 1c 24          	mov    %rbx,(%rsp)
    7faaebf03bae:	4c 89 54 24 08       	mov    %r10,0x8(%rsp)
    7faaebf03bb3:	44 89 74 24 10       	mov    %r14d,0x10(%rsp)
    7faaebf03bb8:	44 8b 54 24 1c       	mov    0x1c(%rsp),%r10d
    7faaebf03bbd:	44 89 54 24 14       	mov    %r10d,0x14(%rsp)
    7faaebf03bc2:	44 89 6c 24 18       	mov    %r13d,0x18(%rsp)
    7faaebf03bc7:	44 89 4c 24 20       	mov    %r9d,0x20(%rsp)
    7faaebf03bcc:	48 89 44 24 28       	mov    %rax,0x28(%rsp)
    7faaebf03bd1:	89 4c 24 24          	mov    %ecx,0x24(%rsp)
    7faaebf03bd5:	44 89 44 24 30       	mov    %r8d,0x30(%rsp)
    7faaebf03bda:	66 90                	xchg   %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7faaebf03bdc:	c5 f8 77             	vzeroupper
    7faaebf03bdf:	e8 fc 47 b6 ff       	call   0x7faaeba683e0
    ;   {post_call_nop}
    7faaebf03be4:	0f 1f 84 00 dc 18 00 	nopl   0x230018dc(%rax,%rax,1)
    7faaebf03beb:	23 
    7faaebf03bec:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7faaebf03bf1:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7faaebf03bf4:	c5 f8 77             	vzeroupper
    7faaebf03bf7:	e8 e4 47 b6 ff       	call   0x7faaeba683e0
    ;   {post_call_nop}
    7faaebf03bfc:	0f 1f 84 00 f4 18 00 	nopl   0x240018f4(%rax,%rax,1)
    7faaebf03c03:	24 
    7faaebf03c04:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7faaebf03c09:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7faaebf03c0c:	c5 f8 77             	vzeroupper
    7faaebf03c0f:	e8 cc 47 b6 ff       	call   0x7faaeba683e0
    ;   {post_call_nop}
    7faaebf03c14:	0f 1f 84 00 0c 19 00 	nopl   0x2500190c(%rax,%rax,1)
    7faaebf03c1b:	25 
    7faaebf03c1c:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7faaebf03c21:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7faaebf03c24:	c5 f8 77             	vzeroupper
    7faaebf03c27:	e8 b4 47 b6 ff       	call   0x7faaeba683e0
    ;   {post_call_nop}
    7faaebf03c2c:	0f 1f 84 00 24 19 00 	nopl   0x26001924(%rax,%rax,1)
    7faaebf03c33:	26 
    7faaebf03c34:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7faaebf03c39:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7faaebf03c3c:	c5 f8 77             	vzeroupper
    7faaebf03c3f:	e8 9c 47 b6 ff       	call   0x7faaeba683e0
    ;   {post_call_nop}
    7faaebf03c44:	0f 1f 84 00 3c 19 00 	nopl   0x2700193c(%rax,%rax,1)
    7faaebf03c4b:	27 
    7faaebf03c4c:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7faaebf03c51:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7faaebf03c54:	c5 f8 77             	vzeroupper
    7faaebf03c57:	e8 84 47 b6 ff       	call   0x7faaeba683e0
    ;   {post_call_nop}
    7faaebf03c5c:	0f 1f 84 00 54 19 00 	nopl   0x28001954(%rax,%rax,1)
    7faaebf03c63:	28 
    7faaebf03c64:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7faaebf03c69:	89 bc 24 80 00 00 00 	mov    %edi,0x80(%rsp)
    7faaebf03c70:	89 94 24 84 00 00 00 	mov    %edx,0x84(%rsp)
    7faaebf03c77:	90                   	nop
    ;   {runtime_call UncommonTrapBlob}
    7faaebf03c78:	c5 f8 77             	vzeroupper
    7faaebf03c7b:	e8 60 47 b6 ff       	call   0x7faaeba683e0
    ;   {post_call_nop}
    7faaebf03c80:	0f 1f 84 00 78 19 00 	nopl   0x29001978(%rax,%rax,1)
    7faaebf03c87:	29 
    7faaebf03c88:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7faaebf03c8d:	48 8b ac 24 88 00 00 	mov    0x88(%rsp),%rbp
    7faaebf03c94:	00 
    7faaebf03c95:	4c 8b 1c 24          	mov    (%rsp),%r11
    7faaebf03c99:	4c 89 9c 24 80 00 00 	mov    %r11,0x80(%rsp)
    7faaebf03ca0:	00 
    7faaebf03ca1:	4c 8b 5c 24 10       	mov    0x10(%rsp),%r11
    7faaebf03ca6:	4c 89 1c 24          	mov    %r11,(%rsp)
    7faaebf03caa:	89 5c 24 08          	mov    %ebx,0x8(%rsp)
    7faaebf03cae:	44 89 74 24 0c       	mov    %r14d,0xc(%rsp)
    7faaebf03cb3:	44 89 54 24 14       	mov    %r10d,0x14(%rsp)
    7faaebf03cb8:	48 89 44 24 18       	mov    %rax,0x18(%rsp)
    7faaebf03cbd:	89 7c 24 20          	mov    %edi,0x20(%rsp)
    7faaebf03cc1:	89 4c 24 24          	mov    %ecx,0x24(%rsp)
    7faaebf03cc5:	44 89 6c 24 28       	mov    %r13d,0x28(%rsp)
    7faaebf03cca:	66 90                	xchg   %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7faaebf03ccc:	c5 f8 77             	vzeroupper
    7faaebf03ccf:	e8 0c 47 b6 ff       	call   0x7faaeba683e0
    ;   {post_call_nop}
    7faaebf03cd4:	0f 1f 84 00 cc 19 00 	nopl   0x2a0019cc(%rax,%rax,1)
    7faaebf03cdb:	2a 
    7faaebf03cdc:	be 8f ff ff ff       	mov    $0xffffff8f,%esi
    7faaebf03ce1:	48 8b ac 24 88 00 00 	mov    0x88(%rsp),%rbp
    7faaebf03ce8:	00 
    7faaebf03ce9:	4c 8b 14 24          	mov    (%rsp),%r10
    7faaebf03ced:	4c 89 94 24 80 00 00 	mov    %r10,0x80(%rsp)
    7faaebf03cf4:	00 
    7faaebf03cf5:	4c 8b 54 24 08       	mov    0x8(%rsp),%r10
    7faaebf03cfa:	4c 89 14 24          	mov    %r10,(%rsp)
    7faaebf03cfe:	4c 8b 54 24 10       	mov    0x10(%rsp),%r10
    7faaebf03d03:	4c 89 54 24 08       	mov    %r10,0x8(%rsp)
    ;   {runtime_call UncommonTrapBlob}
    7faaebf03d08:	c5 f8 77             	vzeroupper
    7faaebf03d0b:	e8 d0 46 b6 ff       	call   0x7faaeba683e0
    ;   {post_call_nop}
    7faaebf03d10:	0f 1f 84 00 08 1a 00 	nopl   0x2b001a08(%rax,%rax,1)
    7faaebf03d17:	2b 
    7faaebf03d18:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7faaebf03d1d:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7faaebf03d20:	c5 f8 77             	vzeroupper
    7faaebf03d23:	e8 b8 46 b6 ff       	call   0x7faaeba683e0
    ;   {post_call_nop}
    7faaebf03d28:	0f 1f 84 00 20 1a 00 	nopl   0x2c001a20(%rax,%rax,1)
    7faaebf03d2f:	2c 
    7faaebf03d30:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7faaebf03d35:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7faaebf03d38:	c5 f8 77             	vzeroupper
    7faaebf03d3b:	e8 a0 46 b6 ff       	call   0x7faaeba683e0
    ;   {post_call_nop}
    7faaebf03d40:	0f 1f 84 00 38 1a 00 	nopl   0x2d001a38(%rax,%rax,1)
    7faaebf03d47:	2d 
    7faaebf03d48:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7faaebf03d4d:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7faaebf03d50:	c5 f8 77             	vzeroupper
    7faaebf03d53:	e8 88 46 b6 ff       	call   0x7faaeba683e0
    ;   {post_call_nop}
    7faaebf03d58:	0f 1f 84 00 50 1a 00 	nopl   0x2e001a50(%rax,%rax,1)
    7faaebf03d5f:	2e 
    7faaebf03d60:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7faaebf03d65:	66 66 90             	data16 xchg %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7faaebf03d68:	c5 f8 77             	vzeroupper
    7faaebf03d6b:	e8 70 46 b6 ff       	call   0x7faaeba683e0
    ;   {post_call_nop}
    7faaebf03d70:	0f 1f 84 00 68 1a 00 	nopl   0x2f001a68(%rax,%rax,1)
    7faaebf03d77:	2f 
    7faaebf03d78:	be 8f ff ff ff       	mov    $0xffffff8f,%esi
    7faaebf03d7d:	48 8b ac 24 88 00 00 	mov    0x88(%rsp),%rbp
    7faaebf03d84:	00 
    7faaebf03d85:	4c 8b 54 24 10       	mov    0x10(%rsp),%r10
    7faaebf03d8a:	4c 89 14 24          	mov    %r10,(%rsp)
    7faaebf03d8e:	66 90                	xchg   %ax,%ax
    ;   {runtime_call UncommonTrapBlob}
    7faaebf03d90:	c5 f8 77             	vzeroupper
    7faaebf03d93:	e8 48 46 b6 ff       	call   0x7faaeba683e0
    ;   {post_call_nop}
    7faaebf03d98:	0f 1f 84 00 90 1a 00 	nopl   0x30001a90(%rax,%rax,1)
    7faaebf03d9f:	30 
    7faaebf03da0:	eb 0a                	jmp    0x7faaebf03dac
    7faaebf03da2:	eb 08                	jmp    0x7faaebf03dac
    7faaebf03da4:	eb 06                	jmp    0x7faaebf03dac
    7faaebf03da6:	eb 09                	jmp    0x7faaebf03db1
    7faaebf03da8:	eb 07                	jmp    0x7faaebf03db1
    7faaebf03daa:	eb 05                	jmp    0x7faaebf03db1
    7faaebf03dac:	48 8b f0             	mov    %rax,%rsi
    7faaebf03daf:	eb 03                	jmp    0x7faaebf03db4
    7faaebf03db1:	48 8b f0             	mov    %rax,%rsi
    7faaebf03db4:	c5 f8 77             	vzeroupper
    7faaebf03db7:	48 83 c4 70          	add    $0x70,%rsp
    7faaebf03dbb:	5d                   	pop    %rbp
    ;   {runtime_call C2 Runtime rethrow}
    7faaebf03dbc:	e9 9f 0e b7 ff       	jmp    0x7faaeba74c60
    7faaebf03dc1:	45 8b 10             	mov    (%r8),%r10d
    7faaebf03dc4:	49 83 fa 00          	cmp    $0x0,%r10
    7faaebf03dc8:	0f 84 8e ea ff ff    	je     0x7faaebf0285c
    7faaebf03dce:	4d 8b 5f 38          	mov    0x38(%r15),%r11
    7faaebf03dd2:	4d 85 db             	test   %r11,%r11
    7faaebf03dd5:	0f 84 14 00 00 00    	je     0x7faaebf03def
    7faaebf03ddb:	49 83 eb 08          	sub    $0x8,%r11
    7faaebf03ddf:	4d 89 5f 38          	mov    %r11,0x38(%r15)
    7faaebf03de3:	4d 03 5f 40          	add    0x40(%r15),%r11
    7faaebf03de7:	4d 89 13             	mov    %r10,(%r11)
    7faaebf03dea:	e9 6d ea ff ff       	jmp    0x7faaebf0285c
    7faaebf03def:	48 83 ec 10          	sub    $0x10,%rsp
    7faaebf03df3:	4c 89 44 24 08       	mov    %r8,0x8(%rsp)
    7faaebf03df8:	49 8b fa             	mov    %r10,%rdi
    7faaebf03dfb:	49 8b f7             	mov    %r15,%rsi
    7faaebf03dfe:	e8 2d 73 3a 15       	call   0x7fab012ab130
    7faaebf03e03:	4c 8b 44 24 08       	mov    0x8(%rsp),%r8
    7faaebf03e08:	c5 f8 77             	vzeroupper
    7faaebf03e0b:	48 83 c4 10          	add    $0x10,%rsp
    7faaebf03e0f:	e9 48 ea ff ff       	jmp    0x7faaebf0285c
    7faaebf03e14:	f0 83 44 24 c0 00    	lock addl $0x0,-0x40(%rsp)
    7faaebf03e1a:	41 80 3b 00          	cmpb   $0x0,(%r11)
    7faaebf03e1e:	0f 84 6c ea ff ff    	je     0x7faaebf02890
    7faaebf03e24:	41 c6 03 00          	movb   $0x0,(%r11)
    7faaebf03e28:	4d 8b 57 50          	mov    0x50(%r15),%r10
    7faaebf03e2c:	4d 85 d2             	test   %r10,%r10
    7faaebf03e2f:	0f 84 14 00 00 00    	je     0x7faaebf03e49
    7faaebf03e35:	49 83 ea 08          	sub    $0x8,%r10
    7faaebf03e39:	4d 89 57 50          	mov    %r10,0x50(%r15)
    7faaebf03e3d:	4d 03 57 58          	add    0x58(%r15),%r10
    7faaebf03e41:	4d 89 1a             	mov    %r11,(%r10)
    7faaebf03e44:	e9 47 ea ff ff       	jmp    0x7faaebf02890
    7faaebf03e49:	49 8b fb             	mov    %r11,%rdi
    ;   {runtime_call G1BarrierSetRuntime::write_ref_field_post_entry(unsigned char volatile*, JavaThread*)}
    7faaebf03e4c:	49 8b f7             	mov    %r15,%rsi
    7faaebf03e4f:	e8 fc 72 3a 15       	call   0x7fab012ab150
    7faaebf03e54:	c5 f8 77             	vzeroupper
    7faaebf03e57:	e9 34 ea ff ff       	jmp    0x7faaebf02890
    7faaebf03e5c:	45 8b 02             	mov    (%r10),%r8d
    7faaebf03e5f:	49 83 f8 00          	cmp    $0x0,%r8
    7faaebf03e63:	0f 84 7b eb ff ff    	je     0x7faaebf029e4
    7faaebf03e69:	4d 8b 5f 38          	mov    0x38(%r15),%r11
    7faaebf03e6d:	4d 85 db             	test   %r11,%r11
    7faaebf03e70:	0f 84 14 00 00 00    	je     0x7faaebf03e8a
    7faaebf03e76:	49 83 eb 08          	sub    $0x8,%r11
    7faaebf03e7a:	4d 89 5f 38          	mov    %r11,0x38(%r15)
    7faaebf03e7e:	4d 03 5f 40          	add    0x40(%r15),%r11
    7faaebf03e82:	4d 89 03             	mov    %r8,(%r11)
    7faaebf03e85:	e9 5a eb ff ff       	jmp    0x7faaebf029e4
    7faaebf03e8a:	48 83 ec 10          	sub    $0x10,%rsp
    7faaebf03e8e:	4c 89 54 24 08       	mov    %r10,0x8(%rsp)
    7faaebf03e93:	49 8b f8             	mov    %r8,%rdi
    7faaebf03e96:	49 8b f7             	mov    %r15,%rsi
    7faaebf03e99:	e8 92 72 3a 15       	call   0x7fab012ab130
    7faaebf03e9e:	4c 8b 54 24 08       	mov    0x8(%rsp),%r10
    7faaebf03ea3:	c5 f8 77             	vzeroupper
    7faaebf03ea6:	48 83 c4 10          	add    $0x10,%rsp
    7faaebf03eaa:	e9 35 eb ff ff       	jmp    0x7faaebf029e4
    7faaebf03eaf:	f0 83 44 24 c0 00    	lock addl $0x0,-0x40(%rsp)
    7faaebf03eb5:	41 80 3b 00          	cmpb   $0x0,(%r11)
    7faaebf03eb9:	0f 84 59 eb ff ff    	je     0x7faaebf02a18
    7faaebf03ebf:	41 c6 03 00          	movb   $0x0,(%r11)
    7faaebf03ec3:	4d 8b 47 50          	mov    0x50(%r15),%r8
    7faaebf03ec7:	4d 85 c0             	test   %r8,%r8
    7faaebf03eca:	0f 84 14 00 00 00    	je     0x7faaebf03ee4
    7faaebf03ed0:	49 83 e8 08          	sub    $0x8,%r8
    7faaebf03ed4:	4d 89 47 50          	mov    %r8,0x50(%r15)
    7faaebf03ed8:	4d 03 47 58          	add    0x58(%r15),%r8
    7faaebf03edc:	4d 89 18             	mov    %r11,(%r8)
    7faaebf03edf:	e9 34 eb ff ff       	jmp    0x7faaebf02a18
    7faaebf03ee4:	49 8b fb             	mov    %r11,%rdi
    7faaebf03ee7:	49 8b f7             	mov    %r15,%rsi
    7faaebf03eea:	e8 61 72 3a 15       	call   0x7fab012ab150
    7faaebf03eef:	c5 f8 77             	vzeroupper
    7faaebf03ef2:	e9 21 eb ff ff       	jmp    0x7faaebf02a18
    7faaebf03ef7:	49 ba 73 33 f0 eb aa 	movabs $0x7faaebf03373,%r10
    7faaebf03efe:	7f 00 00 
    7faaebf03f01:	4d 89 97 38 05 00 00 	mov    %r10,0x538(%r15)
    ;   {runtime_call SafepointBlob}
    7faaebf03f08:	e9 53 5c a8 ff       	jmp    0x7faaeb989b60
    7faaebf03f0d:	e8 2e b0 a6 ff       	call   0x7faaeb96ef40
    7faaebf03f12:	e9 03 e5 ff ff       	jmp    0x7faaebf0241a
    7faaebf03f17:	f4                   	hlt
