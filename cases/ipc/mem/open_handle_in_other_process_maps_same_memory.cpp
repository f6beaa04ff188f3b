// SPDX-License-Identifier: Apache-2.0
// A cudaIpcGetMemHandle handle opened in a second process maps the same memory: the child reads
// the parent's pattern, overwrites it with a kernel, and the parent sees the child's values.
#include "cudasem/cudasem.h"
#include "cudasem/ipc.h"

CUDASEM_HELPER(ipc_mem_import_same_device) { return cudasem::ipc_mem_child(argc, argv); }

CUDASEM_CASE(IpcMemory, OpenHandleInOtherProcessMapsSameMemory,
    {
        .api = {"cudaIpcOpenMemHandle"},
        .cite = {.doc = "RT",
            .section = "cudaIpcOpenMemHandle",
            .quote =
                "Maps memory exported from another process with cudaIpcGetMemHandle into the current device address space."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os(), cudasem::attr("unifiedAddressing") >= 1},
        .timeout_s = 120,
        .sanitizer_limits = {{"initcheck", cudasem::kInitcheckOtherProcessWrites}},
    }) {
  constexpr std::size_t n = (2u << 20) / sizeof(unsigned);  // 2 MiB
  CUDASEM_ASSERT_OK(cudaSetDevice(0));
  cudasem::DeviceBuffer<unsigned> buffer(n);
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_iota(nullptr, buffer.data(), n, 100));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  cudaIpcMemHandle_t handle{};
  CUDASEM_ASSERT_OK(cudaIpcGetMemHandle(&handle, buffer.data()));

  auto r = cudasem::run_ipc_mem_child("ipc_mem_import_same_device", handle, 0, n, 100, 0x77777777u);

  cudasem::observe("child_open", r.open);
  cudasem::observe("child_write", r.write);
  cudasem::observe("child_close", r.close);
  CUDASEM_ASSERT_TRUE_NAMED("helper.ran_to_end", r.complete) << "the helper did not report completely";
  CUDASEM_EXPECT_OK_OF(cudaIpcOpenMemHandle, static_cast<cudaError_t>(r.open.code)) << r.open.text();
  CUDASEM_EXPECT_EQ_NAMED("child_read_ok", r.read_ok, static_cast<long long>(n)) << "child read the parent's pattern";
  CUDASEM_EXPECT_OK_OF(cudaLaunchKernel, static_cast<cudaError_t>(r.write.code)) << r.write.text();
  std::vector<unsigned> got(n);
  CUDASEM_ASSERT_OK(cudaMemcpy(got.data(), buffer.data(), buffer.bytes(), cudaMemcpyDeviceToHost));
  std::size_t ok = 0;
  for (unsigned v : got) ok += v == 0x77777777u;
  CUDASEM_EXPECT_EQ_NAMED("parent.words_written_by_child", ok, n) << "parent sees the child's writes";
}
