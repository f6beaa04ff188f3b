// SPDX-License-Identifier: Apache-2.0
// A second process opens the same cuIpcGetMemHandle handle twice in its context: the second
// cuIpcOpenMemHandle succeeds and returns the pointer of the first.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_HELPER(driver_ipc_mem_open_twice) { return cudasem::driver_api::ipc_mem_open_twice_child_main(); }

CUDASEM_CASE(CuIpcOpenMemHandle, SecondOpenReturnsSamePointer,
    {
        .api = {"cuIpcOpenMemHandle"},
        .cite = {.doc = "DRV",
            .section = "cuIpcOpenMemHandle",
            .quote =
                "If the memory handle has already been opened by the current context, the reference count on the handle is incremented by 1 and the existing device pointer is returned."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os(), cudasem::attr("unifiedAddressing") >= 1},
        .timeout_s = 120,
    }) {
  using namespace cudasem::driver_api;
  cudasem::PrimaryCurrent primary;
  cudasem::DeviceMem mem;
  cudasem::HelperReport r;
  ASSERT_NO_FATAL_FAILURE(run_ipc_open_twice_first_open("driver_ipc_mem_open_twice", mem, r));

  cudasem::observe("child_second_open_code", reported_code(r, "open_second"));
  // The codes of the child's calls, as it reported them:
  CUDASEM_EXPECT_CU_OK_OF(cuIpcOpenMemHandle, static_cast<CUresult>(reported_code(r, "open_second")));
  CUDASEM_EXPECT_EQ_NAMED("child_same_pointer", reported_number(r, "same_pointer"), 1);
}
