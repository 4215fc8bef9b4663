// Standalone check of gcn_ds_unit's float atomic functions (scripts/check_vmisc_units.sh): the
// functions cut out of rtl/gcn_ds_unit.sv into a wrapper, against golden's own DS float code
// (golden/exec/ds_float.cpp, compiled into this bench), which mem::atomic_apply calls.
#include "Vdsfp.h"
#include <cstdio>
#include <cstdint>
#include "golden/exec/ds_float.h"
typedef uint32_t u32; typedef uint64_t u64;
// golden mem::atomic_apply's float arms (op codes as gcn_ds_unit's A_F*)
static u64 gold(int op,int bits,u64 mem,u64 d0,u64 d1){
  namespace f=gcn::ds_float;
  switch(op){case 19: return f::cmpst(bits,mem,d1,d0); case 17: return f::min(bits,mem,d0); case 18: return f::max(bits,mem,d0);
  default: return f::add32(u32(mem),u32(d0));}
}
int main(){
  Vdsfp m; u64 s=7; auto rnd=[&]{s=s*6364136223846793005ull+1442695040888963407ull;return u32(s>>32);};
  u32 e32[]={0,0x80000000,0x7f800000,0xff800000,0x7fc00001,0x7f800002,0xffc00003,0x3f800000,0x00000001,0x807fffff,0x7f7fffff,0x33800000,0x3f800001};
  u64 e64[]={0,0x8000000000000000ull,0x7ff0000000000000ull,0xfff0000000000000ull,0x7ff8000000000001ull,0x7ff0000000000002ull,0xfff8000000000003ull,0x3ff0000000000000ull,1,0x800fffffffffffffull};
  int bad=0;
  for(int it=0;it<400000;it++){
    u32 a32,b32,c32; u64 a64,b64,c64;
    if(it<169){a32=e32[it%13];b32=e32[it/13];} else {a32=rnd();b32=rnd(); if(it%3==0)a32=(a32&0x80ffffff)|0x3f000000; if(it%3==0)b32=(b32&0x80ffffff)|0x3f000000; if(it%7==0)b32=a32^(it&0x80000000);}
    if(it<100){a64=e64[it%10];b64=e64[it/10];} else {a64=u64(rnd())<<32|rnd();b64=u64(rnd())<<32|rnd(); if(it%7==0)b64=a64;}
    c32=(it%5==0)?a32:rnd(); c64=(it%5==0)?a64:(u64(rnd())<<32|rnd());
    for(int op=16;op<=19;op++){
      m.aop=op; m.m=(u64(0)<<32)|a32; m.d0=b32; m.d1=c32; m.eval();
      u32 w=u32(gold(op,32,a32,b32,c32));
      if(m.r32!=w && bad++<20) printf("f32 op %d m %08x d0 %08x d1 %08x want %08x got %08x\n",op,a32,b32,c32,w,m.r32);
      if(op==16) continue;
      m.m=a64; m.d0=b64; m.d1=c64; m.eval();
      u64 w64=gold(op,64,a64,b64,c64);
      if(m.r64!=w64 && bad++<20) printf("f64 op %d m %016lx d0 %016lx want %016lx got %016lx\n",op,(unsigned long)a64,(unsigned long)b64,(unsigned long)w64,(unsigned long)m.r64);
    }
  }
  printf("bad %d\n",bad); return bad!=0;
}
