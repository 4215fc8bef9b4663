# gcn-cosim-xunique and gcn-cosim-cov: the whole gcn-cosim command line (run, regress, ...)
# linked with a variant of the verilated CU instead of gcn_rtl. EXCLUDE_FROM_ALL: built by
# scripts/xreset.sh and scripts/rtl_coverage.sh (a Verilator build each, minutes).
#   gcn_rtl_xunique: --x-assign unique --x-initial unique; with GCN_RTL_PLUSARGS=
#                    "+verilator+rand+reset+2 +verilator+seed+N" every uninitialised bit is random.
#   gcn_rtl_cov:     --coverage (line + toggle); writes GCN_RTL_COVERAGE_DIR/<pid>-<n>.dat.
if(NOT TARGET gcn_rtl)
  return()
endif()
gcn_verilated_cu(gcn_rtl_xunique EXCLUDE_FROM_ALL X_MODE unique)
gcn_verilated_cu(gcn_rtl_cov EXCLUDE_FROM_ALL COVERAGE)
# Build speed over run speed (-O0 ran the lockstep suite too slowly: atomic_xchg_cas is 3.7M cycles).
target_compile_options(gcn_rtl_xunique PRIVATE -O1 -g0)
target_compile_options(gcn_rtl_cov PRIVATE -O1 -g0)
foreach(v xunique cov)
  # No FPGA shell (its library is built on gcn_rtl): rtl_variants/no_fpga.cpp makes --capture and
  # check-trace one clear error. No SystemC engine either (GCN_HAVE_SYSTEMC unset).
  add_executable(gcn-cosim-${v} EXCLUDE_FROM_ALL ${GCN_HARNESS_SOURCES} ${GCN_VECTORS_SOURCES}
                 ${CMAKE_CURRENT_SOURCE_DIR}/vectors/rtl_machine.cpp ${CMAKE_CURRENT_SOURCE_DIR}/rtl_variants/no_fpga.cpp
                 $<TARGET_OBJECTS:gcn_lockstep_obj>)
  target_include_directories(gcn-cosim-${v} PRIVATE ${CMAKE_CURRENT_BINARY_DIR}/generated)
  target_link_libraries(gcn-cosim-${v} PRIVATE gcn_verify gcn_golden CLI11::CLI11 gcn_rtl_${v} gcn_fpga_driver
                        gcn_port_contract)
  target_compile_definitions(gcn-cosim-${v} PRIVATE GCN_HAVE_RTL=1)
endforeach()
