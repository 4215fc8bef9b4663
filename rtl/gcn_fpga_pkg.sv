// GENERATED from harness/fpga/fpga_map.h by `gcn-cosim gen-fpga-pkg`: do not edit.
// The gcn_ctrl register map and the gcn_trace_enc stream format (docs/fpga.md).
package gcn_fpga_pkg;

  localparam logic [31:0] CTRL_ID = 32'h47434e31;
  localparam logic [7:0] TRACE_VERSION = 8'd2;
  localparam logic [9:0] TIME_ESCAPE = 10'd1023;

  // AXI4-Lite register byte offsets.
  localparam logic [11:0] REG_ID = 12'h000;
  localparam logic [11:0] REG_CONFIG = 12'h004;
  localparam logic [11:0] REG_STATUS = 12'h008;
  localparam logic [11:0] REG_CONTROL = 12'h00c;
  localparam logic [11:0] REG_IRQ_ENABLE = 12'h010;
  localparam logic [11:0] REG_IRQ_STATUS = 12'h014;
  localparam logic [11:0] REG_SLOT_BUSY_LO = 12'h018;
  localparam logic [11:0] REG_SLOT_BUSY_HI = 12'h01c;
  localparam logic [11:0] REG_VGPR_FREE = 12'h020;
  localparam logic [11:0] REG_HALTED = 12'h024;
  localparam logic [11:0] REG_RETIRED = 12'h028;
  localparam logic [11:0] REG_TOTAL_WAVES = 12'h02c;
  localparam logic [11:0] REG_ERR_OP = 12'h030;
  localparam logic [11:0] REG_ERR_PC_LO = 12'h034;
  localparam logic [11:0] REG_ERR_PC_HI = 12'h038;
  localparam logic [11:0] REG_COMPLETIONS = 12'h03c;
  localparam logic [11:0] REG_KD_ADDR_LO = 12'h040;
  localparam logic [11:0] REG_KD_ADDR_HI = 12'h044;
  localparam logic [11:0] REG_KERNARG_LO = 12'h048;
  localparam logic [11:0] REG_KERNARG_HI = 12'h04c;
  localparam logic [11:0] REG_GROUPS_X = 12'h050;
  localparam logic [11:0] REG_GROUPS_Y = 12'h054;
  localparam logic [11:0] REG_GROUPS_Z = 12'h058;
  localparam logic [11:0] REG_WG_WAVES = 12'h05c;
  localparam logic [11:0] REG_WG_LDS = 12'h060;
  localparam logic [11:0] REG_SCRATCH_WAVE = 12'h064;
  localparam logic [11:0] REG_SCRATCH_LO = 12'h068;
  localparam logic [11:0] REG_SCRATCH_HI = 12'h06c;
  localparam logic [11:0] REG_TRACE_BASE_LO = 12'h070;
  localparam logic [11:0] REG_TRACE_BASE_HI = 12'h074;
  localparam logic [11:0] REG_TRACE_SIZE = 12'h078;
  localparam logic [11:0] REG_TRACE_WPTR = 12'h07c;
  localparam logic [11:0] REG_TRACE_RPTR = 12'h080;
  localparam logic [11:0] REG_TRACE_CTRL = 12'h084;
  localparam logic [11:0] REG_CYCLE_LO = 12'h088;
  localparam logic [11:0] REG_CYCLE_HI = 12'h08c;
  localparam logic [11:0] REG_LAUNCH_CMD = 12'h100;
  localparam logic [11:0] REG_LAUNCH_DATA = 12'h200;

  // STATUS bits.
  localparam int unsigned STATUS_BUSY = 0;
  localparam int unsigned STATUS_DONE = 1;
  localparam int unsigned STATUS_ERROR = 2;
  localparam int unsigned STATUS_OVERFLOW = 3;
  localparam int unsigned STATUS_LAUNCH_PENDING = 4;
  localparam int unsigned STATUS_IRQ = 5;

  // Trace packet header: [3:0] kind, [4] last, [10:5] slot, [31:11] arg.
  localparam int unsigned HDR_LAST_LSB = 4;
  localparam int unsigned HDR_SLOT_LSB = 5;
  localparam int unsigned HDR_SLOT_BITS = 6;
  localparam int unsigned HDR_ARG_LSB = 11;
  localparam int unsigned HDR_ARG_BITS = 21;

  // Trace packet kinds.
  localparam logic [3:0] TK_INST = 4'd0;
  localparam logic [3:0] TK_EXEC = 4'd1;
  localparam logic [3:0] TK_SGPR = 4'd2;
  localparam logic [3:0] TK_SCC = 4'd3;
  localparam logic [3:0] TK_VGPR = 4'd4;
  localparam logic [3:0] TK_MEM = 4'd5;
  localparam logic [3:0] TK_END = 4'd6;
  localparam logic [3:0] TK_UNIMPL = 4'd7;
  localparam logic [3:0] TK_WB_SGPR = 4'd8;
  localparam logic [3:0] TK_WB_VGPR = 4'd9;
  localparam logic [3:0] TK_DONE = 4'd10;
  localparam logic [3:0] TK_LAUNCH = 4'd11;
  localparam logic [3:0] TK_EOD = 4'd12;
  localparam logic [3:0] TK_MEMG = 4'd13;
  localparam logic [3:0] TK_PAD = 4'd14;

  // Header arg fields: bits [LSB +: BITS] of arg.
  localparam int unsigned TF_INST_OP_LSB = 0;
  localparam int unsigned TF_INST_OP_BITS = 10;
  localparam int unsigned TF_INST_SIZE_LSB = 10;
  localparam int unsigned TF_INST_SIZE_BITS = 4;
  localparam int unsigned TF_INST_PC_LSB = 14;
  localparam int unsigned TF_INST_PC_BITS = 1;
  localparam int unsigned TF_SGPR_IDX_LSB = 0;
  localparam int unsigned TF_SGPR_IDX_BITS = 7;
  localparam int unsigned TF_SCC_VAL_LSB = 0;
  localparam int unsigned TF_SCC_VAL_BITS = 1;
  localparam int unsigned TF_VGPR_REG_LSB = 0;
  localparam int unsigned TF_VGPR_REG_BITS = 8;
  localparam int unsigned TF_VGPR_LANE_LSB = 8;
  localparam int unsigned TF_VGPR_LANE_BITS = 6;
  localparam int unsigned TF_MEM_LANE_LSB = 0;
  localparam int unsigned TF_MEM_LANE_BITS = 6;
  localparam int unsigned TF_MEM_KIND_LSB = 6;
  localparam int unsigned TF_MEM_KIND_BITS = 2;
  localparam int unsigned TF_MEM_SPACE_LSB = 8;
  localparam int unsigned TF_MEM_SPACE_BITS = 2;
  localparam int unsigned TF_MEM_DWORDS_LSB = 10;
  localparam int unsigned TF_MEM_DWORDS_BITS = 4;
  localparam int unsigned TF_MEM_SIZE_LSB = 14;
  localparam int unsigned TF_MEM_SIZE_BITS = 7;
  localparam int unsigned TF_MEMG_PART_LSB = 0;
  localparam int unsigned TF_MEMG_PART_BITS = 3;
  localparam int unsigned TF_END_EVENT_LSB = 0;
  localparam int unsigned TF_END_EVENT_BITS = 2;
  localparam int unsigned TF_END_VM_LSB = 2;
  localparam int unsigned TF_END_VM_BITS = 4;
  localparam int unsigned TF_END_LGKM_LSB = 6;
  localparam int unsigned TF_END_LGKM_BITS = 4;
  localparam int unsigned TF_END_PC_LSB = 10;
  localparam int unsigned TF_END_PC_BITS = 1;
  localparam int unsigned TF_END_TIME_LSB = 11;
  localparam int unsigned TF_END_TIME_BITS = 10;
  localparam int unsigned TF_UNIMPL_OP_LSB = 0;
  localparam int unsigned TF_UNIMPL_OP_BITS = 10;
  localparam int unsigned TF_UNIMPL_SIZE_LSB = 10;
  localparam int unsigned TF_UNIMPL_SIZE_BITS = 4;
  localparam int unsigned TF_DONE_CNT_LSB = 0;
  localparam int unsigned TF_DONE_CNT_BITS = 2;
  localparam int unsigned TF_DONE_VM_LSB = 2;
  localparam int unsigned TF_DONE_VM_BITS = 4;
  localparam int unsigned TF_DONE_LGKM_LSB = 6;
  localparam int unsigned TF_DONE_LGKM_BITS = 4;
  localparam int unsigned TF_DONE_TIME_LSB = 10;
  localparam int unsigned TF_DONE_TIME_BITS = 10;

endpackage
