// SPDX-License-Identifier: Apache-2.0
// A cuIpcGetMemHandle handle of 1 MiB of cuMemAlloc memory, opened by cuIpcOpenMemHandle in a second
// process: the child reads the parent's words and its cuMemsetD32 is what the parent then reads.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_HELPER(driver_ipc_mem_maps_same) { return cudasem::driver_api::ipc_mem_child_main(argc, argv); }

CUDASEM_CASE(CuIpcOpenMemHandle, OtherProcessMapsSameMemory,
    {
        .api = {"cuIpcGetMemHandle", "cuIpcOpenMemHandle"},
        .cite = {.doc = "DRV",
            .section = "cuIpcOpenMemHandle",
            .quote =
                "Maps memory exported from another process with cuIpcGetMemHandle into the current device address space."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os(), cudasem::attr("unifiedAddressing") >= 1},
        .timeout_s = 120,
        .sanitizer_limits = {{"initcheck", cudasem::kInitcheckOtherProcessWrites}},
    }) {
  using namespace cudasem::driver_api;
  cudasem::PrimaryCurrent primary;
  constexpr std::size_t kWords = (1u << 20) / 4;
  cudasem::DeviceMem mem;
  cudasem::HelperReport r;
  ASSERT_NO_FATAL_FAILURE(run_ipc_mem_exchange("driver_ipc_mem_maps_same", mem, kWords, 100, 0x77777777u, r));

  cudasem::observe("child_open_code", reported_code(r, "open"));
  cudasem::observe("child_write_code", reported_code(r, "write"));
  // The codes of the child's calls, as it reported them:
  CUDASEM_EXPECT_CU_OK_OF(cuIpcOpenMemHandle, static_cast<CUresult>(reported_code(r, "open")));
  CUDASEM_EXPECT_EQ_NAMED("child_words_read", reported_number(r, "read_ok"), static_cast<std::int64_t>(kWords));
  CUDASEM_EXPECT_CU_OK_OF(cuMemsetD32, static_cast<CUresult>(reported_code(r, "write")));
  const std::size_t seen = device_words_equal(mem.get(), kWords, 0x77777777u);
  CUDASEM_EXPECT_EQ_NAMED("parent_words_with_child_value", seen, kWords);
}
