// SPDX-License-Identifier: Apache-2.0
// A second process opens a cuIpcGetMemHandle handle, writes through it and closes it with
// cuIpcCloseMemHandle (CUDA_SUCCESS): the exporter's allocation is still usable (a later cuMemsetD32 of it
// succeeds and reads back).
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_HELPER(driver_ipc_mem_close) { return cudasem::driver_api::ipc_mem_child_main(argc, argv); }

CUDASEM_CASE(CuIpcCloseMemHandle, ExporterAllocationUnaffected,
    {
        .api = {"cuIpcCloseMemHandle"},
        .cite = {.doc = "DRV",
            .section = "cuIpcCloseMemHandle",
            .quote =
                "The original allocation in the exporting process as well as imported mappings in other processes will be unaffected."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os(), cudasem::attr("unifiedAddressing") >= 1},
        .timeout_s = 120,
        .sanitizer_limits = {{"initcheck", cudasem::kInitcheckOtherProcessWrites}},
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  constexpr std::size_t kWords = (1u << 20) / 4;
  cudasem::DeviceMem mem;
  cudasem::HelperReport r;
  ASSERT_NO_FATAL_FAILURE(run_ipc_mem_exchange("driver_ipc_mem_close", mem, kWords, 5, 0x31313131u, r));
  // The codes of the child's calls, as it reported them:
  CUDASEM_ASSERT_CU_OK_OF(cuIpcOpenMemHandle, static_cast<CUresult>(reported_code(r, "open")))
      << "the child could not open the handle";

  cudasem::observe("child_close_code", reported_code(r, "close"));
  CUDASEM_EXPECT_CU_OK_OF(cuIpcCloseMemHandle, static_cast<CUresult>(reported_code(r, "close")));
  CUDASEM_EXPECT_CU_OK(drv.cuMemsetD32(mem.get(), 0x42424242u, kWords));
  const std::size_t set = device_words_equal(mem.get(), kWords, 0x42424242u);
  CUDASEM_EXPECT_EQ_NAMED("parent_words_set_after_close", set, kWords);
}
