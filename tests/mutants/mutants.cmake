# GENERATED from verilator/port_contract.h (kMutants) by `gcn-cosim gen-port-contract`: do not edit.
# name|gcn_pkg Mutant id|expected report field ("" = any divergence)
set(GCN_MUTANTS
  "vxor_result|1|"
  "scc_not_written|2|"
  "vcc_lane_flip|3|"
  "store_ignores_exec|4|"
  "waitcnt_early|5|waitcnt violation"
  "byte_enable_drop|6|"
  "sgpr_index|7|"
  "branch_offset|8|"
  "load_wrong_lane|9|"
  "valu_ignores_exec|10|"
  "addc_no_carry|11|"
  "smem_offset|12|"
  "flat_no_lgkm|13|"
  "barrier_early|14|barrier"
  "lds_bank_conflict|15|"
  "ibuf_window|16|instruction"
)
