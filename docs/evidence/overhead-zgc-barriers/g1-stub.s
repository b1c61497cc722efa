# Compiled method (c2) 2446  794       4       io.github.poolbench.overhead.jmh_generated.PoolOverheadBenchmark_shared1_jmhTest::shared1_avgt_jmhStub (59 bytes)
    7f28a890f440:	89 84 24 00 c0 fe ff 	mov    %eax,-0x14000(%rsp)
    7f28a890f447:	55                   	push   %rbp
    7f28a890f448:	48 83 ec 40          	sub    $0x40,%rsp
    7f28a890f44c:	41 81 7f 20 00 00 00 	cmpl   $0x0,0x20(%r15)
    7f28a890f453:	00 
    7f28a890f454:	0f 85 60 09 00 00    	jne    0x7f28a890fdba
    7f28a890f45a:	48 89 3c 24          	mov    %rdi,(%rsp)
    7f28a890f45e:	48 89 74 24 50       	mov    %rsi,0x50(%rsp)
    7f28a890f463:	4c 8b f2             	mov    %rdx,%r14
    7f28a890f466:	49 ba d0 77 b1 bc 28 	movabs $0x7f28bcb177d0,%r10
    7f28a890f46d:	7f 00 00 
    ;   {other}
    7f28a890f470:	41 ff d2             	call   *%r10
    7f28a890f473:	0f 1f 84 00 00 00 00 	nopl   0x0(%rax,%rax,1)
    7f28a890f47a:	00 
    7f28a890f47b:	49 89 46 28          	mov    %rax,0x28(%r14)
    7f28a890f47f:	4c 8b 6c 24 68       	mov    0x68(%rsp),%r13
    7f28a890f484:	4d 85 ed             	test   %r13,%r13
    7f28a890f487:	0f 84 6c 05 00 00    	je     0x7f28a890f9f9
    7f28a890f48d:	48 8b 44 24 60       	mov    0x60(%rsp),%rax
    7f28a890f492:	8b 68 0c             	mov    0xc(%rax),%ebp
    7f28a890f495:	44 8b 5d 08          	mov    0x8(%rbp),%r11d
    7f28a890f499:	41 81 fb ff 10 02 20 	cmp    $0x200210ff,%r11d
    7f28a890f4a0:	0f 85 f6 05 00 00    	jne    0x7f28a890fa9c
    7f28a890f4a6:	48 8b d5             	mov    %rbp,%rdx
    7f28a890f4a9:	44 8b 5a 10          	mov    0x10(%rdx),%r11d
    7f28a890f4ad:	44 8b 52 0c          	mov    0xc(%rdx),%r10d
    7f28a890f4b1:	45 8b 43 08          	mov    0x8(%r11),%r8d
    7f28a890f4b5:	41 81 f8 4e 11 02 20 	cmp    $0x2002114e,%r8d
    7f28a890f4bc:	0f 85 fe 05 00 00    	jne    0x7f28a890fac0
    7f28a890f4c2:	41 81 fa 01 10 00 00 	cmp    $0x1001,%r10d
    7f28a890f4c9:	0f 83 b1 06 00 00    	jae    0x7f28a890fb80
    7f28a890f4cf:	41 8d 7a ff          	lea    -0x1(%r10),%edi
    7f28a890f4d3:	33 f6                	xor    %esi,%esi
    7f28a890f4d5:	45 33 c0             	xor    %r8d,%r8d
    7f28a890f4d8:	3b fe                	cmp    %esi,%edi
    7f28a890f4da:	41 0f 4c f8          	cmovl  %r8d,%edi
    7f28a890f4de:	83 cf 1f             	or     $0x1f,%edi
    7f28a890f4e1:	f3 0f bd ff          	lzcnt  %edi,%edi
    7f28a890f4e5:	41 b8 1b 00 00 00    	mov    $0x1b,%r8d
    7f28a890f4eb:	44 2b c7             	sub    %edi,%r8d
    7f28a890f4ee:	41 83 f8 ff          	cmp    $0xffffffff,%r8d
    7f28a890f4f2:	0f 84 c0 06 00 00    	je     0x7f28a890fbb8
    7f28a890f4f8:	45 8b 53 34          	mov    0x34(%r11),%r10d
    7f28a890f4fc:	4d 8b 8f 80 03 00 00 	mov    0x380(%r15),%r9
    7f28a890f503:	4d 8b 09             	mov    (%r9),%r9
    7f28a890f506:	49 8b 49 18          	mov    0x18(%r9),%rcx
    7f28a890f50a:	8b e9                	mov    %ecx,%ebp
    7f28a890f50c:	41 23 6b 20          	and    0x20(%r11),%ebp
    ; implicit exception: dispatches to 0x00007f28a890fd2c
    7f28a890f510:	41 8b 72 0c          	mov    0xc(%r10),%esi
    7f28a890f514:	3b ee                	cmp    %esi,%ebp
    7f28a890f516:	0f 83 f0 04 00 00    	jae    0x7f28a890fa0c
    7f28a890f51c:	41 8b 4c aa 10       	mov    0x10(%r10,%rbp,4),%ecx
    7f28a890f521:	8b 69 0c             	mov    0xc(%rcx),%ebp
    7f28a890f524:	4c 8b d5             	mov    %rbp,%r10
    7f28a890f527:	4d 3b d1             	cmp    %r9,%r10
    7f28a890f52a:	0f 85 c4 05 00 00    	jne    0x7f28a890faf4
    7f28a890f530:	44 8b 51 10          	mov    0x10(%rcx),%r10d
    7f28a890f534:	bd 3b 00 00 00       	mov    $0x3b,%ebp
    7f28a890f539:	2b ef                	sub    %edi,%ebp
    7f28a890f53b:	41 8b 72 0c          	mov    0xc(%r10),%esi
    7f28a890f53f:	3b ee                	cmp    %esi,%ebp
    7f28a890f541:	0f 83 01 05 00 00    	jae    0x7f28a890fa48
    7f28a890f547:	48 63 ff             	movslq %edi,%rdi
    7f28a890f54a:	bb 3b 00 00 00       	mov    $0x3b,%ebx
    7f28a890f54f:	48 2b df             	sub    %rdi,%rbx
    7f28a890f552:	41 8b 6c 9a 10       	mov    0x10(%r10,%rbx,4),%ebp
    7f28a890f557:	85 ed                	test   %ebp,%ebp
    7f28a890f559:	0f 84 91 06 00 00    	je     0x7f28a890fbf0
    7f28a890f55f:	41 80 7f 40 00       	cmpb   $0x0,0x40(%r15)
    7f28a890f564:	0f 85 4a 04 00 00    	jne    0x7f28a890f9b4
    7f28a890f56a:	4c 89 74 24 60       	mov    %r14,0x60(%rsp)
    7f28a890f56f:	48 ff 74 24 68       	rex.W push 0x68(%rsp)
    7f28a890f574:	48 8f 44 24 70       	rex.W pop 0x70(%rsp)
    7f28a890f579:	48 89 44 24 68       	mov    %rax,0x68(%rsp)
    7f28a890f57e:	48 89 54 24 10       	mov    %rdx,0x10(%rsp)
    7f28a890f583:	4c 89 4c 24 18       	mov    %r9,0x18(%rsp)
    7f28a890f588:	45 89 64 9a 10       	mov    %r12d,0x10(%r10,%rbx,4)
    7f28a890f58d:	4c 8b d5             	mov    %rbp,%r10
    7f28a890f590:	4c 89 54 24 58       	mov    %r10,0x58(%rsp)
    7f28a890f595:	49 8b f3             	mov    %r11,%rsi
    ;   {optimized virtual_call}
    7f28a890f598:	49 8b d2             	mov    %r10,%rdx
    7f28a890f59b:	e8 e0 71 a7 ff       	call   0x7f28a8386780
    ;   {other}
    7f28a890f5a0:	0f 1f 84 00 90 03 00 	nopl   0x390(%rax,%rax,1)
    7f28a890f5a7:	00 
    7f28a890f5a8:	48 8b 04 24          	mov    (%rsp),%rax
    7f28a890f5ac:	48 85 c0             	test   %rax,%rax
    7f28a890f5af:	0f 84 d3 04 00 00    	je     0x7f28a890fa88
    7f28a890f5b5:	4c 8b 54 24 50       	mov    0x50(%rsp),%r10
    7f28a890f5ba:	45 0f b6 92 94 00 00 	movzbl 0x94(%r10),%r10d
    7f28a890f5c1:	00 
    7f28a890f5c2:	45 85 d2             	test   %r10d,%r10d
    7f28a890f5c5:	0f 85 11 02 00 00    	jne    0x7f28a890f7dc
    7f28a890f5cb:	bd 01 00 00 00       	mov    $0x1,%ebp
    7f28a890f5d0:	eb 5a                	jmp    0x7f28a890f62c
    7f28a890f5d2:	0f 1f 80 00 00 00 00 	nopl   0x0(%rax)
    7f28a890f5d9:	0f 1f 80 00 00 00 00 	nopl   0x0(%rax)
    7f28a890f5e0:	48 89 04 24          	mov    %rax,(%rsp)
    7f28a890f5e4:	46 89 64 ab 10       	mov    %r12d,0x10(%rbx,%r13,4)
    7f28a890f5e9:	4d 8b de             	mov    %r14,%r11
    7f28a890f5ec:	4c 89 5c 24 58       	mov    %r11,0x58(%rsp)
    7f28a890f5f1:	49 8b f2             	mov    %r10,%rsi
    ;   {optimized virtual_call}
    7f28a890f5f4:	49 8b d3             	mov    %r11,%rdx
    7f28a890f5f7:	e8 84 71 a7 ff       	call   0x7f28a8386780
    ;   {other}
    7f28a890f5fc:	0f 1f 84 00 ec 03 00 	nopl   0x10003ec(%rax,%rax,1)
    7f28a890f603:	01 
    7f28a890f604:	4c 8b 54 24 50       	mov    0x50(%rsp),%r10
    7f28a890f609:	45 0f b6 9a 94 00 00 	movzbl 0x94(%r10),%r11d
    7f28a890f610:	00 
    7f28a890f611:	48 83 c5 01          	add    $0x1,%rbp
    7f28a890f615:	4d 8b 97 50 04 00 00 	mov    0x450(%r15),%r10
    ;   {poll}
    7f28a890f61c:	41 85 02             	test   %eax,(%r10)
    7f28a890f61f:	45 85 db             	test   %r11d,%r11d
    7f28a890f622:	0f 85 b9 01 00 00    	jne    0x7f28a890f7e1
    7f28a890f628:	48 8b 04 24          	mov    (%rsp),%rax
    7f28a890f62c:	48 8b 54 24 68       	mov    0x68(%rsp),%rdx
    7f28a890f631:	44 8b 52 0c          	mov    0xc(%rdx),%r10d
    7f28a890f635:	45 8b 5a 08          	mov    0x8(%r10),%r11d
    7f28a890f639:	41 81 fb ff 10 02 20 	cmp    $0x200210ff,%r11d
    7f28a890f640:	0f 85 db 01 00 00    	jne    0x7f28a890f821
    7f28a890f646:	4c 89 54 24 10       	mov    %r10,0x10(%rsp)
    7f28a890f64b:	45 8b 52 10          	mov    0x10(%r10),%r10d
    7f28a890f64f:	4c 8b 5c 24 10       	mov    0x10(%rsp),%r11
    7f28a890f654:	45 8b 5b 0c          	mov    0xc(%r11),%r11d
    ; implicit exception: dispatches to 0x00007f28a890fc40
    7f28a890f658:	45 8b 42 08          	mov    0x8(%r10),%r8d
    ;   {metadata('io/github/poolbench/pool/BucketedStringBuilderPool')}
    7f28a890f65c:	41 81 f8 4e 11 02 20 	cmp    $0x2002114e,%r8d
    7f28a890f663:	0f 85 df 01 00 00    	jne    0x7f28a890f848
    7f28a890f669:	41 81 fb 01 10 00 00 	cmp    $0x1001,%r11d
    7f28a890f670:	0f 83 86 02 00 00    	jae    0x7f28a890f8fc
    7f28a890f676:	45 8d 43 ff          	lea    -0x1(%r11),%r8d
    7f28a890f67a:	33 c9                	xor    %ecx,%ecx
    7f28a890f67c:	45 33 c9             	xor    %r9d,%r9d
    7f28a890f67f:	44 3b c1             	cmp    %ecx,%r8d
    7f28a890f682:	45 0f 4c c1          	cmovl  %r9d,%r8d
    7f28a890f686:	41 83 c8 1f          	or     $0x1f,%r8d
    7f28a890f68a:	f3 45 0f bd c8       	lzcnt  %r8d,%r9d
    7f28a890f68f:	b9 1b 00 00 00       	mov    $0x1b,%ecx
    7f28a890f694:	41 2b c9             	sub    %r9d,%ecx
    7f28a890f697:	83 f9 ff             	cmp    $0xffffffff,%ecx
    7f28a890f69a:	0f 84 98 02 00 00    	je     0x7f28a890f938
    7f28a890f6a0:	4c 8b 44 24 18       	mov    0x18(%rsp),%r8
    7f28a890f6a5:	4d 8b 58 18          	mov    0x18(%r8),%r11
    7f28a890f6a9:	41 8b 5a 34          	mov    0x34(%r10),%ebx
    7f28a890f6ad:	45 8b db             	mov    %r11d,%r11d
    7f28a890f6b0:	45 23 5a 20          	and    0x20(%r10),%r11d
    ; implicit exception: dispatches to 0x00007f28a890fc58
    7f28a890f6b4:	8b 7b 0c             	mov    0xc(%rbx),%edi
    7f28a890f6b7:	44 3b df             	cmp    %edi,%r11d
    7f28a890f6ba:	0f 83 91 00 00 00    	jae    0x7f28a890f751
    7f28a890f6c0:	46 8b 5c 9b 10       	mov    0x10(%rbx,%r11,4),%r11d
    7f28a890f6c5:	41 8b 5b 0c          	mov    0xc(%r11),%ebx
    7f28a890f6c9:	48 8b fb             	mov    %rbx,%rdi
    7f28a890f6cc:	49 3b f8             	cmp    %r8,%rdi
    7f28a890f6cf:	0f 85 a7 01 00 00    	jne    0x7f28a890f87c
    7f28a890f6d5:	41 8b 5b 10          	mov    0x10(%r11),%ebx
    7f28a890f6d9:	bf 3b 00 00 00       	mov    $0x3b,%edi
    7f28a890f6de:	41 2b f9             	sub    %r9d,%edi
    7f28a890f6e1:	44 8b 73 0c          	mov    0xc(%rbx),%r14d
    7f28a890f6e5:	41 3b fe             	cmp    %r14d,%edi
    7f28a890f6e8:	0f 83 a6 00 00 00    	jae    0x7f28a890f794
    7f28a890f6ee:	4d 63 c9             	movslq %r9d,%r9
    7f28a890f6f1:	41 bd 3b 00 00 00    	mov    $0x3b,%r13d
    7f28a890f6f7:	4d 2b e9             	sub    %r9,%r13
    7f28a890f6fa:	46 8b 74 ab 10       	mov    0x10(%rbx,%r13,4),%r14d
    7f28a890f6ff:	45 85 f6             	test   %r14d,%r14d
    7f28a890f702:	0f 84 68 02 00 00    	je     0x7f28a890f970
    7f28a890f708:	41 80 7f 40 00       	cmpb   $0x0,0x40(%r15)
    7f28a890f70d:	0f 84 cd fe ff ff    	je     0x7f28a890f5e0
    7f28a890f713:	46 8b 5c ab 10       	mov    0x10(%rbx,%r13,4),%r11d
    7f28a890f718:	45 85 db             	test   %r11d,%r11d
    7f28a890f71b:	74 21                	je     0x7f28a890f73e
    7f28a890f71d:	4d 8b 4f 28          	mov    0x28(%r15),%r9
    7f28a890f721:	49 8b fb             	mov    %r11,%rdi
    7f28a890f724:	4d 85 c9             	test   %r9,%r9
    7f28a890f727:	0f 84 8b 01 00 00    	je     0x7f28a890f8b8
    7f28a890f72d:	4d 8b 5f 38          	mov    0x38(%r15),%r11
    7f28a890f731:	4b 89 7c 0b f8       	mov    %rdi,-0x8(%r11,%r9,1)
    7f28a890f736:	49 83 c1 f8          	add    $0xfffffffffffffff8,%r9
    7f28a890f73a:	4d 89 4f 28          	mov    %r9,0x28(%r15)
    7f28a890f73e:	48 89 54 24 68       	mov    %rdx,0x68(%rsp)
    7f28a890f743:	48 89 04 24          	mov    %rax,(%rsp)
    7f28a890f747:	4c 89 44 24 18       	mov    %r8,0x18(%rsp)
    7f28a890f74c:	e9 93 fe ff ff       	jmp    0x7f28a890f5e4
    7f28a890f751:	be e4 ff ff ff       	mov    $0xffffffe4,%esi
    7f28a890f756:	4c 8b 4c 24 60       	mov    0x60(%rsp),%r9
    7f28a890f75b:	4c 89 4c 24 58       	mov    %r9,0x58(%rsp)
    7f28a890f760:	48 89 04 24          	mov    %rax,(%rsp)
    7f28a890f764:	48 ff 74 24 10       	rex.W push 0x10(%rsp)
    7f28a890f769:	48 8f 44 24 08       	rex.W pop 0x8(%rsp)
    7f28a890f76e:	4c 89 54 24 10       	mov    %r10,0x10(%rsp)
    7f28a890f773:	89 4c 24 18          	mov    %ecx,0x18(%rsp)
    7f28a890f777:	4c 89 44 24 20       	mov    %r8,0x20(%rsp)
    7f28a890f77c:	89 5c 24 1c          	mov    %ebx,0x1c(%rsp)
    7f28a890f780:	44 89 5c 24 28       	mov    %r11d,0x28(%rsp)
    7f28a890f785:	66 90                	xchg   %ax,%ax
    7f28a890f787:	e8 f4 fd a7 ff       	call   0x7f28a838f580
    ;   {other}
    7f28a890f78c:	0f 1f 84 00 7c 05 00 	nopl   0x300057c(%rax,%rax,1)
    7f28a890f793:	03 
    7f28a890f794:	be e4 ff ff ff       	mov    $0xffffffe4,%esi
    7f28a890f799:	4c 8b 4c 24 60       	mov    0x60(%rsp),%r9
    7f28a890f79e:	4c 89 4c 24 58       	mov    %r9,0x58(%rsp)
    7f28a890f7a3:	48 89 04 24          	mov    %rax,(%rsp)
    7f28a890f7a7:	48 ff 74 24 10       	rex.W push 0x10(%rsp)
    7f28a890f7ac:	48 8f 44 24 08       	rex.W pop 0x8(%rsp)
    7f28a890f7b1:	4c 89 54 24 10       	mov    %r10,0x10(%rsp)
    7f28a890f7b6:	89 4c 24 18          	mov    %ecx,0x18(%rsp)
    7f28a890f7ba:	4c 89 44 24 20       	mov    %r8,0x20(%rsp)
    7f28a890f7bf:	44 89 5c 24 1c       	mov    %r11d,0x1c(%rsp)
    7f28a890f7c4:	89 5c 24 28          	mov    %ebx,0x28(%rsp)
    7f28a890f7c8:	89 7c 24 2c          	mov    %edi,0x2c(%rsp)
    ;   {runtime_call UncommonTrapBlob}
    7f28a890f7cc:	66 66 90             	data16 xchg %ax,%ax
    7f28a890f7cf:	e8 ac fd a7 ff       	call   0x7f28a838f580
    ;   {other}
    7f28a890f7d4:	0f 1f 84 00 c4 05 00 	nopl   0x40005c4(%rax,%rax,1)
    7f28a890f7db:	04 
    7f28a890f7dc:	bd 01 00 00 00       	mov    $0x1,%ebp
    7f28a890f7e1:	49 ba d0 77 b1 bc 28 	movabs $0x7f28bcb177d0,%r10
    7f28a890f7e8:	7f 00 00 
    7f28a890f7eb:	41 ff d2             	call   *%r10
    7f28a890f7ee:	0f 1f 84 00 00 00 00 	nopl   0x0(%rax,%rax,1)
    7f28a890f7f5:	00 
    7f28a890f7f6:	4c 8b 5c 24 60       	mov    0x60(%rsp),%r11
    7f28a890f7fb:	49 89 43 30          	mov    %rax,0x30(%r11)
    7f28a890f7ff:	4d 89 63 20          	mov    %r12,0x20(%r11)
    7f28a890f803:	c4 e1 fb 2a c5       	vcvtsi2sd %rbp,%xmm0,%xmm0
    7f28a890f808:	c4 c1 7b 11 43 18    	vmovsd %xmm0,0x18(%r11)
    7f28a890f80e:	48 83 c4 40          	add    $0x40,%rsp
    7f28a890f812:	5d                   	pop    %rbp
    7f28a890f813:	49 3b a7 48 04 00 00 	cmp    0x448(%r15),%rsp
    7f28a890f81a:	0f 87 84 05 00 00    	ja     0x7f28a890fda4
    7f28a890f820:	c3                   	ret
    7f28a890f821:	be de ff ff ff       	mov    $0xffffffde,%esi
    7f28a890f826:	4c 8b 5c 24 60       	mov    0x60(%rsp),%r11
    7f28a890f82b:	4c 89 5c 24 58       	mov    %r11,0x58(%rsp)
    7f28a890f830:	48 89 04 24          	mov    %rax,(%rsp)
    7f28a890f834:	44 89 54 24 0c       	mov    %r10d,0xc(%rsp)
    7f28a890f839:	66 90                	xchg   %ax,%ax
    7f28a890f83b:	e8 40 fd a7 ff       	call   0x7f28a838f580
    ;   {other}
    7f28a890f840:	0f 1f 84 00 30 06 00 	nopl   0x5000630(%rax,%rax,1)
    7f28a890f847:	05 
    7f28a890f848:	be de ff ff ff       	mov    $0xffffffde,%esi
    7f28a890f84d:	4c 8b 44 24 60       	mov    0x60(%rsp),%r8
    7f28a890f852:	4c 89 44 24 58       	mov    %r8,0x58(%rsp)
    7f28a890f857:	48 89 04 24          	mov    %rax,(%rsp)
    7f28a890f85b:	48 ff 74 24 10       	rex.W push 0x10(%rsp)
    7f28a890f860:	48 8f 44 24 08       	rex.W pop 0x8(%rsp)
    7f28a890f865:	44 89 54 24 10       	mov    %r10d,0x10(%rsp)
    7f28a890f86a:	44 89 5c 24 14       	mov    %r11d,0x14(%rsp)
    7f28a890f86f:	e8 0c fd a7 ff       	call   0x7f28a838f580
    ;   {other}
    7f28a890f874:	0f 1f 84 00 64 06 00 	nopl   0x6000664(%rax,%rax,1)
    7f28a890f87b:	06 
    7f28a890f87c:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f28a890f881:	4c 8b 5c 24 60       	mov    0x60(%rsp),%r11
    7f28a890f886:	4c 89 5c 24 58       	mov    %r11,0x58(%rsp)
    7f28a890f88b:	48 89 04 24          	mov    %rax,(%rsp)
    7f28a890f88f:	48 ff 74 24 10       	rex.W push 0x10(%rsp)
    7f28a890f894:	48 8f 44 24 08       	rex.W pop 0x8(%rsp)
    7f28a890f899:	4c 89 54 24 10       	mov    %r10,0x10(%rsp)
    7f28a890f89e:	89 4c 24 18          	mov    %ecx,0x18(%rsp)
    7f28a890f8a2:	89 5c 24 1c          	mov    %ebx,0x1c(%rsp)
    7f28a890f8a6:	4c 89 44 24 28       	mov    %r8,0x28(%rsp)
    7f28a890f8ab:	e8 d0 fc a7 ff       	call   0x7f28a838f580
    ;   {other}
    7f28a890f8b0:	0f 1f 84 00 a0 06 00 	nopl   0x70006a0(%rax,%rax,1)
    7f28a890f8b7:	07 
    7f28a890f8b8:	4c 89 54 24 08       	mov    %r10,0x8(%rsp)
    7f28a890f8bd:	48 89 2c 24          	mov    %rbp,(%rsp)
    7f28a890f8c1:	48 89 44 24 58       	mov    %rax,0x58(%rsp)
    7f28a890f8c6:	48 8b ea             	mov    %rdx,%rbp
    7f28a890f8c9:	49 8b f7             	mov    %r15,%rsi
    7f28a890f8cc:	49 ba e0 22 5c bc 28 	movabs $0x7f28bc5c22e0,%r10
    7f28a890f8d3:	7f 00 00 
    7f28a890f8d6:	41 ff d2             	call   *%r10
    7f28a890f8d9:	0f 1f 84 00 00 00 00 	nopl   0x0(%rax,%rax,1)
    7f28a890f8e0:	00 
    7f28a890f8e1:	48 8b d5             	mov    %rbp,%rdx
    7f28a890f8e4:	48 8b 44 24 58       	mov    0x58(%rsp),%rax
    7f28a890f8e9:	4c 8b 44 24 18       	mov    0x18(%rsp),%r8
    7f28a890f8ee:	48 8b 2c 24          	mov    (%rsp),%rbp
    7f28a890f8f2:	4c 8b 54 24 08       	mov    0x8(%rsp),%r10
    7f28a890f8f7:	e9 42 fe ff ff       	jmp    0x7f28a890f73e
    7f28a890f8fc:	be 3d ff ff ff       	mov    $0xffffff3d,%esi
    7f28a890f901:	4c 8b 44 24 60       	mov    0x60(%rsp),%r8
    7f28a890f906:	4c 89 44 24 58       	mov    %r8,0x58(%rsp)
    7f28a890f90b:	48 89 04 24          	mov    %rax,(%rsp)
    7f28a890f90f:	48 ff 74 24 10       	rex.W push 0x10(%rsp)
    7f28a890f914:	48 8f 44 24 08       	rex.W pop 0x8(%rsp)
    7f28a890f919:	4c 89 54 24 10       	mov    %r10,0x10(%rsp)
    7f28a890f91e:	44 89 5c 24 1c       	mov    %r11d,0x1c(%rsp)
    7f28a890f923:	44 89 5c 24 20       	mov    %r11d,0x20(%rsp)
    ;   {runtime_call UncommonTrapBlob}
    7f28a890f928:	66 66 90             	data16 xchg %ax,%ax
    7f28a890f92b:	e8 50 fc a7 ff       	call   0x7f28a838f580
    ;   {other}
    7f28a890f930:	0f 1f 84 00 20 07 00 	nopl   0x8000720(%rax,%rax,1)
    7f28a890f937:	08 
    7f28a890f938:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f28a890f93d:	4c 8b 44 24 60       	mov    0x60(%rsp),%r8
    7f28a890f942:	4c 89 44 24 58       	mov    %r8,0x58(%rsp)
    7f28a890f947:	48 89 04 24          	mov    %rax,(%rsp)
    7f28a890f94b:	48 ff 74 24 10       	rex.W push 0x10(%rsp)
    7f28a890f950:	48 8f 44 24 08       	rex.W pop 0x8(%rsp)
    7f28a890f955:	4c 89 54 24 10       	mov    %r10,0x10(%rsp)
    7f28a890f95a:	44 89 5c 24 18       	mov    %r11d,0x18(%rsp)
    7f28a890f95f:	89 4c 24 1c          	mov    %ecx,0x1c(%rsp)
    7f28a890f963:	e8 18 fc a7 ff       	call   0x7f28a838f580
    ;   {other}
    7f28a890f968:	0f 1f 84 00 58 07 00 	nopl   0x9000758(%rax,%rax,1)
    7f28a890f96f:	09 
    7f28a890f970:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f28a890f975:	4c 8b 4c 24 60       	mov    0x60(%rsp),%r9
    7f28a890f97a:	4c 89 4c 24 58       	mov    %r9,0x58(%rsp)
    7f28a890f97f:	48 89 04 24          	mov    %rax,(%rsp)
    7f28a890f983:	48 ff 74 24 10       	rex.W push 0x10(%rsp)
    7f28a890f988:	48 8f 44 24 08       	rex.W pop 0x8(%rsp)
    7f28a890f98d:	4c 89 54 24 10       	mov    %r10,0x10(%rsp)
    7f28a890f992:	89 4c 24 18          	mov    %ecx,0x18(%rsp)
    7f28a890f996:	4c 89 44 24 20       	mov    %r8,0x20(%rsp)
    7f28a890f99b:	44 89 5c 24 1c       	mov    %r11d,0x1c(%rsp)
    7f28a890f9a0:	44 89 74 24 2c       	mov    %r14d,0x2c(%rsp)
    7f28a890f9a5:	66 90                	xchg   %ax,%ax
    7f28a890f9a7:	e8 d4 fb a7 ff       	call   0x7f28a838f580
    ;   {other}
    7f28a890f9ac:	0f 1f 84 00 9c 07 00 	nopl   0xa00079c(%rax,%rax,1)
    7f28a890f9b3:	0a 
    7f28a890f9b4:	41 8b 7c 9a 10       	mov    0x10(%r10,%rbx,4),%edi
    7f28a890f9b9:	85 ff                	test   %edi,%edi
    7f28a890f9bb:	74 1e                	je     0x7f28a890f9db
    7f28a890f9bd:	4d 8b 47 28          	mov    0x28(%r15),%r8
    7f28a890f9c1:	4d 85 c0             	test   %r8,%r8
    7f28a890f9c4:	0f 84 62 01 00 00    	je     0x7f28a890fb2c
    7f28a890f9ca:	49 8b 4f 38          	mov    0x38(%r15),%rcx
    7f28a890f9ce:	4a 89 7c 01 f8       	mov    %rdi,-0x8(%rcx,%r8,1)
    7f28a890f9d3:	49 83 c0 f8          	add    $0xfffffffffffffff8,%r8
    7f28a890f9d7:	4d 89 47 28          	mov    %r8,0x28(%r15)
    7f28a890f9db:	4c 89 74 24 60       	mov    %r14,0x60(%rsp)
    7f28a890f9e0:	4c 89 6c 24 70       	mov    %r13,0x70(%rsp)
    7f28a890f9e5:	48 89 44 24 68       	mov    %rax,0x68(%rsp)
    7f28a890f9ea:	48 89 54 24 10       	mov    %rdx,0x10(%rsp)
    7f28a890f9ef:	4c 89 4c 24 18       	mov    %r9,0x18(%rsp)
    7f28a890f9f4:	e9 8f fb ff ff       	jmp    0x7f28a890f588
    7f28a890f9f9:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f28a890f9fe:	90                   	nop
    7f28a890f9ff:	e8 7c fb a7 ff       	call   0x7f28a838f580
    ;   {other}
    7f28a890fa04:	0f 1f 84 00 f4 07 00 	nopl   0xb0007f4(%rax,%rax,1)
    7f28a890fa0b:	0b 
    7f28a890fa0c:	be e4 ff ff ff       	mov    $0xffffffe4,%esi
    7f28a890fa11:	4c 89 74 24 58       	mov    %r14,0x58(%rsp)
    7f28a890fa16:	48 89 44 24 68       	mov    %rax,0x68(%rsp)
    7f28a890fa1b:	4c 89 6c 24 70       	mov    %r13,0x70(%rsp)
    7f28a890fa20:	4c 89 4c 24 08       	mov    %r9,0x8(%rsp)
    7f28a890fa25:	48 89 54 24 10       	mov    %rdx,0x10(%rsp)
    7f28a890fa2a:	4c 89 5c 24 18       	mov    %r11,0x18(%rsp)
    7f28a890fa2f:	44 89 44 24 20       	mov    %r8d,0x20(%rsp)
    7f28a890fa34:	44 89 54 24 24       	mov    %r10d,0x24(%rsp)
    7f28a890fa39:	66 90                	xchg   %ax,%ax
    7f28a890fa3b:	e8 40 fb a7 ff       	call   0x7f28a838f580
    ;   {other}
    7f28a890fa40:	0f 1f 84 00 30 08 00 	nopl   0xc000830(%rax,%rax,1)
    7f28a890fa47:	0c 
    7f28a890fa48:	be e4 ff ff ff       	mov    $0xffffffe4,%esi
    7f28a890fa4d:	4c 89 74 24 58       	mov    %r14,0x58(%rsp)
    7f28a890fa52:	48 89 44 24 68       	mov    %rax,0x68(%rsp)
    7f28a890fa57:	4c 89 6c 24 70       	mov    %r13,0x70(%rsp)
    7f28a890fa5c:	4c 89 4c 24 08       	mov    %r9,0x8(%rsp)
    7f28a890fa61:	48 89 54 24 10       	mov    %rdx,0x10(%rsp)
    7f28a890fa66:	4c 89 5c 24 18       	mov    %r11,0x18(%rsp)
    7f28a890fa6b:	44 89 44 24 20       	mov    %r8d,0x20(%rsp)
    7f28a890fa70:	89 4c 24 24          	mov    %ecx,0x24(%rsp)
    7f28a890fa74:	44 89 54 24 28       	mov    %r10d,0x28(%rsp)
    7f28a890fa79:	66 90                	xchg   %ax,%ax
    7f28a890fa7b:	e8 00 fb a7 ff       	call   0x7f28a838f580
    ;   {other}
    7f28a890fa80:	0f 1f 84 00 70 08 00 	nopl   0xd000870(%rax,%rax,1)
    7f28a890fa87:	0d 
    7f28a890fa88:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f28a890fa8d:	66 90                	xchg   %ax,%ax
    7f28a890fa8f:	e8 ec fa a7 ff       	call   0x7f28a838f580
    ;   {other}
    7f28a890fa94:	0f 1f 84 00 84 08 00 	nopl   0xe000884(%rax,%rax,1)
    7f28a890fa9b:	0e 
    7f28a890fa9c:	be de ff ff ff       	mov    $0xffffffde,%esi
    7f28a890faa1:	4c 89 74 24 58       	mov    %r14,0x58(%rsp)
    7f28a890faa6:	48 89 44 24 68       	mov    %rax,0x68(%rsp)
    7f28a890faab:	4c 89 6c 24 70       	mov    %r13,0x70(%rsp)
    ;   {runtime_call UncommonTrapBlob}
    7f28a890fab0:	66 66 90             	data16 xchg %ax,%ax
    7f28a890fab3:	e8 c8 fa a7 ff       	call   0x7f28a838f580
    ;   {other}
    7f28a890fab8:	0f 1f 84 00 a8 08 00 	nopl   0xf0008a8(%rax,%rax,1)
    7f28a890fabf:	0f 
    7f28a890fac0:	be de ff ff ff       	mov    $0xffffffde,%esi
    7f28a890fac5:	48 8b 6c 24 50       	mov    0x50(%rsp),%rbp
    7f28a890faca:	4c 89 74 24 50       	mov    %r14,0x50(%rsp)
    7f28a890facf:	4c 8b 04 24          	mov    (%rsp),%r8
    7f28a890fad3:	4c 89 44 24 70       	mov    %r8,0x70(%rsp)
    7f28a890fad8:	48 89 14 24          	mov    %rdx,(%rsp)
    7f28a890fadc:	44 89 5c 24 08       	mov    %r11d,0x8(%rsp)
    7f28a890fae1:	44 89 54 24 0c       	mov    %r10d,0xc(%rsp)
    7f28a890fae6:	90                   	nop
    7f28a890fae7:	e8 94 fa a7 ff       	call   0x7f28a838f580
    ;   {other}
    7f28a890faec:	0f 1f 84 00 dc 08 00 	nopl   0x100008dc(%rax,%rax,1)
    7f28a890faf3:	10 
    7f28a890faf4:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f28a890faf9:	4c 89 74 24 58       	mov    %r14,0x58(%rsp)
    7f28a890fafe:	48 89 44 24 68       	mov    %rax,0x68(%rsp)
    7f28a890fb03:	4c 89 6c 24 70       	mov    %r13,0x70(%rsp)
    7f28a890fb08:	4c 89 4c 24 10       	mov    %r9,0x10(%rsp)
    7f28a890fb0d:	48 89 54 24 18       	mov    %rdx,0x18(%rsp)
    7f28a890fb12:	4c 89 5c 24 20       	mov    %r11,0x20(%rsp)
    7f28a890fb17:	44 89 44 24 28       	mov    %r8d,0x28(%rsp)
    ;   {runtime_call UncommonTrapBlob}
    7f28a890fb1c:	66 66 90             	data16 xchg %ax,%ax
    7f28a890fb1f:	e8 5c fa a7 ff       	call   0x7f28a838f580
    ;   {other}
    7f28a890fb24:	0f 1f 84 00 14 09 00 	nopl   0x11000914(%rax,%rax,1)
    7f28a890fb2b:	11 
    7f28a890fb2c:	44 89 54 24 10       	mov    %r10d,0x10(%rsp)
    7f28a890fb31:	4c 89 4c 24 08       	mov    %r9,0x8(%rsp)
    7f28a890fb36:	4c 89 5c 24 70       	mov    %r11,0x70(%rsp)
    7f28a890fb3b:	48 89 54 24 68       	mov    %rdx,0x68(%rsp)
    7f28a890fb40:	4c 89 6c 24 58       	mov    %r13,0x58(%rsp)
    7f28a890fb45:	49 8b f7             	mov    %r15,%rsi
    7f28a890fb48:	49 ba e0 22 5c bc 28 	movabs $0x7f28bc5c22e0,%r10
    7f28a890fb4f:	7f 00 00 
    7f28a890fb52:	41 ff d2             	call   *%r10
    7f28a890fb55:	0f 1f 84 00 00 00 00 	nopl   0x0(%rax,%rax,1)
    7f28a890fb5c:	00 
    7f28a890fb5d:	4c 8b 6c 24 58       	mov    0x58(%rsp),%r13
    7f28a890fb62:	48 8b 44 24 60       	mov    0x60(%rsp),%rax
    7f28a890fb67:	48 8b 54 24 68       	mov    0x68(%rsp),%rdx
    7f28a890fb6c:	4c 8b 5c 24 70       	mov    0x70(%rsp),%r11
    7f28a890fb71:	4c 8b 4c 24 08       	mov    0x8(%rsp),%r9
    7f28a890fb76:	44 8b 54 24 10       	mov    0x10(%rsp),%r10d
    7f28a890fb7b:	e9 5b fe ff ff       	jmp    0x7f28a890f9db
    7f28a890fb80:	be 3d ff ff ff       	mov    $0xffffff3d,%esi
    7f28a890fb85:	48 8b 6c 24 50       	mov    0x50(%rsp),%rbp
    7f28a890fb8a:	4c 89 74 24 50       	mov    %r14,0x50(%rsp)
    7f28a890fb8f:	4c 8b 04 24          	mov    (%rsp),%r8
    7f28a890fb93:	4c 89 44 24 70       	mov    %r8,0x70(%rsp)
    7f28a890fb98:	48 89 14 24          	mov    %rdx,(%rsp)
    7f28a890fb9c:	4c 89 5c 24 08       	mov    %r11,0x8(%rsp)
    7f28a890fba1:	44 89 54 24 14       	mov    %r10d,0x14(%rsp)
    7f28a890fba6:	44 89 54 24 18       	mov    %r10d,0x18(%rsp)
    7f28a890fbab:	e8 d0 f9 a7 ff       	call   0x7f28a838f580
    ;   {other}
    7f28a890fbb0:	0f 1f 84 00 a0 09 00 	nopl   0x120009a0(%rax,%rax,1)
    7f28a890fbb7:	12 
    7f28a890fbb8:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f28a890fbbd:	48 8b 6c 24 50       	mov    0x50(%rsp),%rbp
    7f28a890fbc2:	4c 89 74 24 50       	mov    %r14,0x50(%rsp)
    7f28a890fbc7:	4c 8b 0c 24          	mov    (%rsp),%r9
    7f28a890fbcb:	4c 89 4c 24 70       	mov    %r9,0x70(%rsp)
    7f28a890fbd0:	48 89 14 24          	mov    %rdx,(%rsp)
    7f28a890fbd4:	4c 89 5c 24 08       	mov    %r11,0x8(%rsp)
    7f28a890fbd9:	44 89 54 24 10       	mov    %r10d,0x10(%rsp)
    7f28a890fbde:	44 89 44 24 14       	mov    %r8d,0x14(%rsp)
    7f28a890fbe3:	e8 98 f9 a7 ff       	call   0x7f28a838f580
    ;   {other}
    7f28a890fbe8:	0f 1f 84 00 d8 09 00 	nopl   0x130009d8(%rax,%rax,1)
    7f28a890fbef:	13 
    7f28a890fbf0:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f28a890fbf5:	4c 89 74 24 58       	mov    %r14,0x58(%rsp)
    7f28a890fbfa:	48 89 44 24 68       	mov    %rax,0x68(%rsp)
    7f28a890fbff:	4c 89 6c 24 70       	mov    %r13,0x70(%rsp)
    7f28a890fc04:	4c 89 4c 24 08       	mov    %r9,0x8(%rsp)
    7f28a890fc09:	48 89 54 24 10       	mov    %rdx,0x10(%rsp)
    7f28a890fc0e:	4c 89 5c 24 18       	mov    %r11,0x18(%rsp)
    7f28a890fc13:	44 89 44 24 20       	mov    %r8d,0x20(%rsp)
    7f28a890fc18:	89 4c 24 24          	mov    %ecx,0x24(%rsp)
    ;   {runtime_call UncommonTrapBlob}
    7f28a890fc1c:	66 66 90             	data16 xchg %ax,%ax
    7f28a890fc1f:	e8 5c f9 a7 ff       	call   0x7f28a838f580
    ;   {other}
    7f28a890fc24:	0f 1f 84 00 14 0a 00 	nopl   0x14000a14(%rax,%rax,1)
    7f28a890fc2b:	14 
    7f28a890fc2c:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f28a890fc31:	66 90                	xchg   %ax,%ax
    7f28a890fc33:	e8 48 f9 a7 ff       	call   0x7f28a838f580
    ;   {other}
    7f28a890fc38:	0f 1f 84 00 28 0a 00 	nopl   0x15000a28(%rax,%rax,1)
    7f28a890fc3f:	15 
    7f28a890fc40:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f28a890fc45:	41 8b eb             	mov    %r11d,%ebp
    ;   {runtime_call UncommonTrapBlob}
    7f28a890fc48:	66 66 90             	data16 xchg %ax,%ax
    7f28a890fc4b:	e8 30 f9 a7 ff       	call   0x7f28a838f580
    ;   {other}
    7f28a890fc50:	0f 1f 84 00 40 0a 00 	nopl   0x16000a40(%rax,%rax,1)
    7f28a890fc57:	16 
    7f28a890fc58:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f28a890fc5d:	41 8b eb             	mov    %r11d,%ebp
    ;   {runtime_call UncommonTrapBlob}
    7f28a890fc60:	66 66 90             	data16 xchg %ax,%ax
    7f28a890fc63:	e8 18 f9 a7 ff       	call   0x7f28a838f580
    ;   {other}
    7f28a890fc68:	0f 1f 84 00 58 0a 00 	nopl   0x17000a58(%rax,%rax,1)
    7f28a890fc6f:	17 
    7f28a890fc70:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f28a890fc75:	8b ef                	mov    %edi,%ebp
    7f28a890fc77:	e8 04 f9 a7 ff       	call   0x7f28a838f580
    ;   {other}
    7f28a890fc7c:	0f 1f 84 00 6c 0a 00 	nopl   0x18000a6c(%rax,%rax,1)
    7f28a890fc83:	18 
    7f28a890fc84:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f28a890fc89:	4c 8b 4c 24 60       	mov    0x60(%rsp),%r9
    7f28a890fc8e:	4c 89 4c 24 58       	mov    %r9,0x58(%rsp)
    7f28a890fc93:	48 89 04 24          	mov    %rax,(%rsp)
    7f28a890fc97:	48 ff 74 24 10       	rex.W push 0x10(%rsp)
    7f28a890fc9c:	48 8f 44 24 08       	rex.W pop 0x8(%rsp)
    7f28a890fca1:	4c 89 54 24 10       	mov    %r10,0x10(%rsp)
    7f28a890fca6:	89 4c 24 18          	mov    %ecx,0x18(%rsp)
    7f28a890fcaa:	4c 89 44 24 20       	mov    %r8,0x20(%rsp)
    7f28a890fcaf:	44 89 5c 24 28       	mov    %r11d,0x28(%rsp)
    ;   {runtime_call UncommonTrapBlob}
    7f28a890fcb4:	66 66 90             	data16 xchg %ax,%ax
    7f28a890fcb7:	e8 c4 f8 a7 ff       	call   0x7f28a838f580
    ;   {other}
    7f28a890fcbc:	0f 1f 84 00 ac 0a 00 	nopl   0x19000aac(%rax,%rax,1)
    7f28a890fcc3:	19 
    7f28a890fcc4:	48 8b f0             	mov    %rax,%rsi
    7f28a890fcc7:	eb 03                	jmp    0x7f28a890fccc
    7f28a890fcc9:	48 8b f0             	mov    %rax,%rsi
    7f28a890fccc:	48 83 c4 40          	add    $0x40,%rsp
    ;   {runtime_call _rethrow_Java}
    7f28a890fcd0:	5d                   	pop    %rbp
    7f28a890fcd1:	e9 2a d4 b4 ff       	jmp    0x7f28a845d100
    7f28a890fcd6:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f28a890fcdb:	48 8b e8             	mov    %rax,%rbp
    7f28a890fcde:	90                   	nop
    7f28a890fcdf:	e8 9c f8 a7 ff       	call   0x7f28a838f580
    ;   {other}
    7f28a890fce4:	0f 1f 84 00 d4 0a 00 	nopl   0x1a000ad4(%rax,%rax,1)
    7f28a890fceb:	1a 
    7f28a890fcec:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f28a890fcf1:	66 90                	xchg   %ax,%ax
    7f28a890fcf3:	e8 88 f8 a7 ff       	call   0x7f28a838f580
    ;   {other}
    7f28a890fcf8:	0f 1f 84 00 e8 0a 00 	nopl   0x1b000ae8(%rax,%rax,1)
    7f28a890fcff:	1b 
    7f28a890fd00:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f28a890fd05:	66 90                	xchg   %ax,%ax
    7f28a890fd07:	e8 74 f8 a7 ff       	call   0x7f28a838f580
    ;   {other}
    7f28a890fd0c:	0f 1f 84 00 fc 0a 00 	nopl   0x1c000afc(%rax,%rax,1)
    7f28a890fd13:	1c 
    7f28a890fd14:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f28a890fd19:	41 8b ea             	mov    %r10d,%ebp
    ;   {runtime_call UncommonTrapBlob}
    7f28a890fd1c:	66 66 90             	data16 xchg %ax,%ax
    7f28a890fd1f:	e8 5c f8 a7 ff       	call   0x7f28a838f580
    ;   {other}
    7f28a890fd24:	0f 1f 84 00 14 0b 00 	nopl   0x1d000b14(%rax,%rax,1)
    7f28a890fd2b:	1d 
    7f28a890fd2c:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f28a890fd31:	66 90                	xchg   %ax,%ax
    7f28a890fd33:	e8 48 f8 a7 ff       	call   0x7f28a838f580
    ;   {other}
    7f28a890fd38:	0f 1f 84 00 28 0b 00 	nopl   0x1e000b28(%rax,%rax,1)
    7f28a890fd3f:	1e 
    7f28a890fd40:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f28a890fd45:	66 90                	xchg   %ax,%ax
    7f28a890fd47:	e8 34 f8 a7 ff       	call   0x7f28a838f580
    ;   {other}
    7f28a890fd4c:	0f 1f 84 00 3c 0b 00 	nopl   0x1f000b3c(%rax,%rax,1)
    7f28a890fd53:	1f 
    7f28a890fd54:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f28a890fd59:	66 90                	xchg   %ax,%ax
    7f28a890fd5b:	e8 20 f8 a7 ff       	call   0x7f28a838f580
    ;   {other}
    7f28a890fd60:	0f 1f 84 00 50 0b 00 	nopl   0x20000b50(%rax,%rax,1)
    7f28a890fd67:	20 
    7f28a890fd68:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f28a890fd6d:	48 8b 6c 24 50       	mov    0x50(%rsp),%rbp
    7f28a890fd72:	4c 89 74 24 50       	mov    %r14,0x50(%rsp)
    7f28a890fd77:	4c 8b 14 24          	mov    (%rsp),%r10
    7f28a890fd7b:	4c 89 54 24 70       	mov    %r10,0x70(%rsp)
    7f28a890fd80:	4c 89 0c 24          	mov    %r9,(%rsp)
    7f28a890fd84:	48 89 54 24 08       	mov    %rdx,0x8(%rsp)
    7f28a890fd89:	4c 89 5c 24 10       	mov    %r11,0x10(%rsp)
    7f28a890fd8e:	44 89 44 24 18       	mov    %r8d,0x18(%rsp)
    7f28a890fd93:	89 4c 24 20          	mov    %ecx,0x20(%rsp)
    7f28a890fd97:	e8 e4 f7 a7 ff       	call   0x7f28a838f580
    ;   {other}
    7f28a890fd9c:	0f 1f 84 00 8c 0b 00 	nopl   0x21000b8c(%rax,%rax,1)
    7f28a890fda3:	21 
    ;   {internal_word}
    7f28a890fda4:	49 ba 13 f8 90 a8 28 	movabs $0x7f28a890f813,%r10
    7f28a890fdab:	7f 00 00 
    7f28a890fdae:	4d 89 97 60 04 00 00 	mov    %r10,0x460(%r15)
    7f28a890fdb5:	e9 46 e6 a7 ff       	jmp    0x7f28a838e400
    7f28a890fdba:	e8 e1 e3 a5 ff       	call   0x7f28a836e1a0
    7f28a890fdbf:	e9 96 f6 ff ff       	jmp    0x7f28a890f45a
    7f28a890fdc4:	f4                   	hlt
    7f28a890fdc5:	f4                   	hlt
    7f28a890fdc6:	f4                   	hlt
    7f28a890fdc7:	f4                   	hlt
