// SPDX-License-Identifier: Apache-2.0
// A second process opens the same handle twice and closes it once: the memory stays mapped (the child
// reads all 1024 exporter words through it) and the second close succeeds.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_HELPER(driver_ipc_mem_close_refcount) {
  auto hex = cudasem::helper_read_line(std::chrono::seconds(30));
  CUipcMemHandle handle{};
  if (!hex || !cudasem::from_hex(*hex, &handle, sizeof handle)) return 3;
  const cudasem::Driver* d = cudasem::driver_api::start_child_driver();
  if (d) {
    CUdeviceptr first = 0, second = 0;
    const CUresult a = d->cuIpcOpenMemHandle(&first, handle, CU_IPC_MEM_LAZY_ENABLE_PEER_ACCESS);
    const CUresult b = d->cuIpcOpenMemHandle(&second, handle, CU_IPC_MEM_LAZY_ENABLE_PEER_ACCESS);
    cudasem::driver_api::say_code("open_first", a);
    cudasem::driver_api::say_code("open_second", b);
    cudasem::helper_say(std::string("same_pointer ") + (first == second ? "1" : "0"));
    if (a == CUDA_SUCCESS && b == CUDA_SUCCESS) {
      cudasem::driver_api::say_code("close_first", d->cuIpcCloseMemHandle(first));
      cudasem::helper_say(
          "read_after_one_close " + std::to_string(cudasem::driver_api::ipc_words_matching(*d, second, 1024, 7)));
      cudasem::driver_api::say_code("close_second", d->cuIpcCloseMemHandle(second));
    }
  }
  cudasem::helper_say("end");
  return 0;
}

CUDASEM_CASE(CuIpcCloseMemHandle, MappingKeptUntilLastClose,
    {
        .api = {"cuIpcCloseMemHandle", "cuIpcOpenMemHandle"},
        .cite = {.doc = "DRV",
            .section = "cuIpcCloseMemHandle",
            .quote =
                "Decrements the reference count of the memory returned by cuIpcOpenMemHandle by 1. When the reference count reaches 0, this API unmaps the memory."},
        .needs = {cudasem::linux_os(), cudasem::attr("unifiedAddressing") >= 1},
        .timeout_s = 120,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  constexpr std::size_t kWords = 1024;
  cudasem::DeviceMem mem;
  CUDASEM_ASSERT_CU_OK(drv.cuMemAlloc(mem.out(), kWords * 4));
  write_ipc_words(mem.get(), kWords, 7);
  CUipcMemHandle handle{};
  CUDASEM_ASSERT_CU_OK(drv.cuIpcGetMemHandle(&handle, mem.get()));

  const auto r = run_ipc_child("driver_ipc_mem_close_refcount", {}, {cudasem::to_hex(&handle, sizeof handle)});

  ASSERT_EQ(reported_code(r, "open_first"), CUDA_SUCCESS);
  ASSERT_EQ(reported_code(r, "open_second"), CUDA_SUCCESS);
  cudasem::observe("child_first_close_code", reported_code(r, "close_first"));
  cudasem::observe("child_words_after_one_close", reported_number(r, "read_after_one_close"));
  cudasem::observe("child_second_close_code", reported_code(r, "close_second"));
  EXPECT_EQ(reported_code(r, "close_first"), CUDA_SUCCESS);
  EXPECT_EQ(reported_number(r, "read_after_one_close"), static_cast<std::int64_t>(kWords));
  EXPECT_EQ(reported_code(r, "close_second"), CUDA_SUCCESS);
}
