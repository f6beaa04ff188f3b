// SPDX-License-Identifier: Apache-2.0
// A second process opens the same handle twice and closes it once: the memory stays mapped (the child
// reads all 1024 exporter words through it) and the second close succeeds.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_HELPER(driver_ipc_mem_close_refcount) { return cudasem::driver_api::ipc_mem_open_twice_child_main(); }

CUDASEM_CASE(CuIpcCloseMemHandle, MappingKeptUntilLastClose,
    {
        .api = {"cuIpcCloseMemHandle", "cuIpcOpenMemHandle"},
        .cite = {.doc = "DRV",
            .section = "cuIpcCloseMemHandle",
            .quote =
                "Decrements the reference count of the memory returned by cuIpcOpenMemHandle by 1. When the reference count reaches 0, this API unmaps the memory."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os(), cudasem::attr("unifiedAddressing") >= 1},
        .timeout_s = 120,
    }) {
  using namespace cudasem::driver_api;
  cudasem::PrimaryCurrent primary;
  cudasem::DeviceMem mem;
  cudasem::HelperReport r;
  ASSERT_NO_FATAL_FAILURE(run_ipc_open_twice_first_open("driver_ipc_mem_close_refcount", mem, r));

  // The codes of the child's calls, as it reported them:
  CUDASEM_ASSERT_CU_OK_OF(cuIpcOpenMemHandle, static_cast<CUresult>(reported_code(r, "open_second")));
  cudasem::observe("child_first_close_code", reported_code(r, "close_first"));
  cudasem::observe("child_second_close_code", reported_code(r, "close_second"));
  CUDASEM_EXPECT_CU_OK_OF(cuIpcCloseMemHandle, static_cast<CUresult>(reported_code(r, "close_first")));
  CUDASEM_EXPECT_EQ_NAMED("child_words_after_one_close", reported_number(r, "read_after_one_close"),
      static_cast<std::int64_t>(kOpenTwiceWords));
  CUDASEM_EXPECT_CU_OK_OF(cuIpcCloseMemHandle, static_cast<CUresult>(reported_code(r, "close_second")));
}
