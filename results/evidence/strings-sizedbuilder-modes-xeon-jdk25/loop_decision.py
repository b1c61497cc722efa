import re,sys,glob
def key(f): return int(re.search(r'-f(\d+)\.log',f).group(1))
for f in sorted(glob.glob(sys.argv[1]),key=key):
    L=[re.sub(r'# (Warmup )?Iteration\s+\d+:\s*','',x) for x in open(f,errors='replace').read().splitlines()]
    T=open(f,errors='replace').read()
    res=re.findall(r'avgt\s+3\s+([\d.,]+)\s+±',T)
    idx=[i for i,l in enumerate(L) if re.search(r'(\d+)\s+\d+\s+4\s+(?:# [^:]*:\s+)?\S*_jmhStub \(57 bytes\)\s*$',l)]
    dec='no tier-4 compile of the loop'
    t=''
    if idx:
        i=idx[-1]; mm=re.search(r'(\d+)\s+\d+\s+4\s+(?:# [^:]*:\s+)?\S*_jmhStub',L[i]); t=mm.group(1) if mm else '?'
        dec='not in tree'
        for s in L[i+1:i+80]:
            if 'ensureCapacityNewCoder' in s and '@' in s:
                d=re.sub(r'.*\(125 bytes\)\s*','',s).strip()
                half=d.split('   ')[0]
                dec=half; break
            if 'Blackhole::consume ' in s: break
    hot=sum(1 for l in L if 'ensureCapacityNewCoder' in l and 'inline (hot)' in l)
    big=sum(1 for l in L if 'ensureCapacityNewCoder' in l and 'too big' in l)
    print(f"| {key(f)} | {res[-1] if res else '?'} | t={t}: {dec} | {hot} | {big} |")
