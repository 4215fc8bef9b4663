# gcn-cosim-xunique and gcn-cosim-cov: the whole gcn-cosim command line (run, regress, ...)
# linked with a variant of the verilated CU instead of gcn_rtl. EXCLUDE_FROM_ALL: built by
# scripts/xreset.sh and scripts/rtl_coverage.sh.
#   gcn_rtl_xunique: --x-assign unique --x-initial unique; with GCN_RTL_PLUSARGS=
#                    "+verilator+rand+reset+2 +verilator+seed+N" every uninitialised bit is random.
#   gcn_rtl_cov:     --coverage (line + toggle); writes GCN_RTL_COVERAGE_DIR/<pid>-<n>.dat.
# The variants are verilated at BUILD time (verilator --build into <target>.dir), not with
# verilate(), which runs Verilator at every CMake configure: two variants cost two more
# ~50 s Verilator runs each time an RTL file changed, for models only these two scripts use.
if(NOT TARGET gcn_rtl)
  return()
endif()
find_program(GCN_VERILATOR verilator REQUIRED HINTS ${VERILATOR_ROOT}/bin)
find_package(ZLIB REQUIRED)
find_package(Threads REQUIRED)

# gcn_verilated_cu_variant(<target> <x mode> <coverage ON|OFF>)
function(gcn_verilated_cu_variant target x_mode coverage)
  set(mdir ${CMAKE_CURRENT_BINARY_DIR}/${target}.dir)
  set(cov_args)
  set(runtime ${VERILATOR_ROOT}/include/verilated.cpp ${VERILATOR_ROOT}/include/verilated_fst_c.cpp
              ${VERILATOR_ROOT}/include/verilated_threads.cpp)
  if(coverage)
    set(cov_args --coverage)
    list(APPEND runtime ${VERILATOR_ROOT}/include/verilated_cov.cpp)
  endif()
  # Build speed over run speed (-O0 ran the lockstep suite too slowly: atomic_xchg_cas is 3.7M
  # cycles).
  add_custom_command(
    OUTPUT ${mdir}/Vgcn_cu__ALL.a
    COMMAND ${GCN_VERILATOR} --cc --build -j 2 -Wall -O3 --x-assign ${x_mode} --x-initial ${x_mode}
            --trace-fst ${cov_args} -GLanesPerCycle=${GCN_RTL_LANES} -GNumWaves=${GCN_RTL_WAVES}
            --top-module gcn_cu --prefix Vgcn_cu -Mdir ${mdir} -I${PROJECT_SOURCE_DIR}/rtl
            -MAKEFLAGS "OPT_FAST=-O1 OPT_SLOW=-O1 OPT_GLOBAL=-O1"
            ${PROJECT_SOURCE_DIR}/verilator/lint.vlt ${GCN_RTL_SOURCES}
    DEPENDS ${GCN_RTL_SOURCES} ${PROJECT_SOURCE_DIR}/verilator/lint.vlt
    COMMENT "Verilating gcn_cu (${target}, build time)"
    VERBATIM)
  add_custom_target(${target}_model DEPENDS ${mdir}/Vgcn_cu__ALL.a)
  add_library(${target} STATIC EXCLUDE_FROM_ALL
    ${PROJECT_SOURCE_DIR}/verilator/rtl_cu.cpp
    ${PROJECT_SOURCE_DIR}/verilator/axi_memory.cpp
    ${PROJECT_SOURCE_DIR}/verilator/retire_decoder.cpp
    ${runtime})
  add_dependencies(${target} ${target}_model)
  target_include_directories(${target} PUBLIC ${PROJECT_SOURCE_DIR} ${mdir}
    ${VERILATOR_ROOT}/include ${VERILATOR_ROOT}/include/vltstd)
  target_compile_definitions(${target} PUBLIC
    GCN_RTL_LANES=${GCN_RTL_LANES} GCN_RTL_WAVES=${GCN_RTL_WAVES}
    VM_COVERAGE=$<BOOL:${coverage}> VM_SC=0 VM_TRACE=1 VM_TRACE_FST=1 VM_TRACE_VCD=0)
  target_compile_options(${target} PRIVATE -O1 -g0 -Wno-unused-parameter -Wno-unused-variable)
  target_link_libraries(${target} PUBLIC gcn_golden fmt::fmt ${mdir}/Vgcn_cu__ALL.a ZLIB::ZLIB
                        Threads::Threads)
endfunction()

gcn_verilated_cu_variant(gcn_rtl_xunique unique OFF)
gcn_verilated_cu_variant(gcn_rtl_cov fast ON)
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
