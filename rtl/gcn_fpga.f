rtl/gcn_fpga_pkg.sv
rtl/gcn_axi_slice.sv
rtl/gcn_ctrl.sv
rtl/gcn_trace_enc.sv
rtl/gcn_fpga_top.sv
