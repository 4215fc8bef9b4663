// Standalone check of the session-8 integer VOP3A lane arms (scripts/check_vmisc_units.sh):
// gcn_valu_lane alone, every new op on edge and random operands against host arithmetic.
// Opcode ids are gcn_opcodes_pkg OP_V_* values (LERP_U8 526 ... CVT_PK_I16_I32 588).
#include "Vgcn_valu_lane.h"
#include <cstdio>
#include <cstdint>
#include <algorithm>
typedef uint32_t u32; typedef int32_t i32; typedef uint64_t u64;
static u32 bt(u64 v,int i){return u32(v>>(8*i))&0xff;}
static u32 ud(u32 x,u32 y){return x>y?x-y:y-x;}
static u32 sadb(u32 x,u32 y,bool m){u32 s=0;for(int i=0;i<4;i++) if(!m||bt(y,i)) s+=ud(bt(x,i),bt(y,i));return s;}
static u64 quad(u64 x,u32 y,u64 acc,bool m){u64 r=0;for(int k=0;k<4;k++) r|=u64((sadb(u32(x>>(8*k)),y,m)+u32(acc>>(16*k)))&0xffff)<<(16*k);return r;}
template<class T> T med(T a,T b,T c){T v[3]={a,b,c};std::sort(v,v+3);return v[1];}
int main(){
  Vgcn_valu_lane m; m.rst_ni=1; m.mutant_i=0; m.clk_i=0; m.en_i=1; m.div_step_i=0; m.div_first_i=0; m.lane_i=0; m.mask_i=0; m.clamp_i=0; m.abs_i=0; m.neg_i=0; m.omod_i=0; m.mode_i=0;
  u64 s=1; auto rnd=[&]{s=s*6364136223846793005ull+1442695040888963407ull;return u32(s>>32);};
  int bad=0;
  u32 edge[]={0,1,0xffffffff,0x80000000,0x7fffffff,0xffff,0x10000,0xffff8000,0x7fff,0x8000,0x00ff00ff};
  for(int it=0;it<200000;it++){
    u32 a=it<1331?edge[it%11]:rnd(), b=it<1331?edge[(it/11)%11]:rnd(), c=it<1331?edge[(it/121)%11]:rnd(), d=rnd(), e=rnd();
    if(it%5==0) b=(b&0xff00ff00)|(a&0x00ff0000);
    i32 sa=a,sb=b,sc=c;
    u64 A=u64(e)<<32|a, C=u64(d)<<32|c;
    struct {int op; u64 want;} t[]={
      {530,u32(std::min({sa,sb,sc}))},{531,std::min({a,b,c})},{533,u32(std::max({sa,sb,sc}))},{534,std::max({a,b,c})},
      {536,u32(med(sa,sb,sc))},{537,med(a,b,c)},{528,u32(((u64(a)<<32)|b)>>(8*(c&3)))},
      {526,0},{538,sadb(a,b,0)+c},{539,(sadb(a,b,0)<<16)+c},{540,ud(a>>16,b>>16)+ud(a&0xffff,b&0xffff)+c},{541,ud(a,b)+c},
      {549,sadb(a,b,1)+c},{550,quad(A,b,C,0)},{551,quad(A,b,C,1)},
      {587,(u64(std::min<u32>(b,0xffff))<<16)|std::min<u32>(a,0xffff)},
      {588,(u64(u32(std::clamp<i32>(sb,-32768,32767))&0xffff)<<16)|(u32(std::clamp<i32>(sa,-32768,32767))&0xffff)}};
    u32 l=0; for(int i=0;i<4;i++) l|=((bt(a,i)+bt(b,i)+(bt(c,i)&1))>>1)<<(8*i); t[7].want=l;
    for(auto&x:t){ m.op_i=x.op; m.a_i=(x.op==550||x.op==551)?A:a; m.b_i=b; m.c_i=(x.op==550||x.op==551)?C:c; m.eval();
      if(m.result_o!=x.want && bad++<20) printf("op %d a %08x b %08x c %08x: want %016lx got %016lx\n",x.op,a,b,c,(unsigned long)x.want,(unsigned long)m.result_o);}
  }
  printf("bad %d\n",bad); return bad!=0;
}
