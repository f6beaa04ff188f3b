// SPDX-License-Identifier: Apache-2.0
// A handle for memory on device 1, opened in a second process with device 0 current and
// cudaIpcMemLazyEnablePeerAccess, maps that memory for device 0: the child reads the pattern
// and a device-0 kernel's writes reach the parent's device-1 buffer.
#include "cudasem/cudasem.h"
#include "cudasem/ipc.h"

CUDASEM_HELPER(mgpu_ipc_mem_import_other_device) { return cudasem::ipc_mem_child(argc, argv); }

CUDASEM_CASE(IpcAcrossDevices, OpenHandleOnOtherDevice,
    {
        .api = {"cudaIpcOpenMemHandle"},
        .cite = {.doc = "RT",
            .section = "cudaIpcOpenMemHandle",
            .quote =
                "Maps memory exported from another process with cudaIpcGetMemHandle into the current device address space."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::gpus(2), cudasem::linux_os(), cudasem::attr("unifiedAddressing") >= 1},
        .timeout_s = 120,
        .exclusive = true,
    }) {
  int can = 0;
  CUDASEM_ASSERT_OK(cudaDeviceCanAccessPeer(&can, 0, 1));
  if (can != 1) GTEST_SKIP() << "cudaDeviceCanAccessPeer(0, 1) = " << can << ": no mapping is possible";
  constexpr std::size_t n = (2u << 20) / sizeof(unsigned);
  CUDASEM_ASSERT_OK(cudaSetDevice(1));
  cudasem::DeviceBuffer<unsigned> buffer(n);
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_iota(nullptr, buffer.data(), n, 500));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  cudaIpcMemHandle_t handle{};
  CUDASEM_ASSERT_OK(cudaIpcGetMemHandle(&handle, buffer.data()));

  auto r = cudasem::run_ipc_mem_child("mgpu_ipc_mem_import_other_device", handle, 0, n, 500, 0x12121212u);

  cudasem::observe("child_open", r.open);
  cudasem::observe("child_write", r.write);
  cudasem::observe("child_close", r.close);
  CUDASEM_ASSERT_TRUE_NAMED("child.reported_completely", r.complete) << "the helper did not report completely";
  CUDASEM_EXPECT_OK_OF(cudaIpcOpenMemHandle, static_cast<cudaError_t>(r.open.code)) << r.open.text();
  CUDASEM_EXPECT_EQ_NAMED("child_read_ok", r.read_ok, static_cast<long long>(n));
  CUDASEM_EXPECT_OK_OF(cudaLaunchKernel, static_cast<cudaError_t>(r.write.code)) << r.write.text();
  std::vector<unsigned> got(n);
  CUDASEM_ASSERT_OK(cudaMemcpy(got.data(), buffer.data(), buffer.bytes(), cudaMemcpyDeviceToHost));
  std::size_t ok = 0;
  for (unsigned v : got) ok += v == 0x12121212u;
  CUDASEM_EXPECT_EQ_NAMED("parent.words_written_by_child", ok, n);
}
