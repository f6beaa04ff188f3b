// SPDX-License-Identifier: Apache-2.0
// A gate holds the legacy stream and a fill kernel waits behind it; cudaMemcpy3D from the
// cudaMalloc3D volume into pageable memory must wait for both and bring the filled bytes.
#include "../pitched.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(PitchedMemcpy3DSync, DeviceToPageableCompleteOnReturn,
    {
        .api = {"cudaMemcpy3D"},
        .cite = {.doc = "SYNC",
            .section = "Memcpy (Synchronous)",
            .quote =
                "For transfers from device to either pageable or pinned host memory, the function returns only once the copy has completed."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudaExtent extent = make_cudaExtent(700, 64, 4);
  const std::size_t rows = extent.height * extent.depth;
  cudasem::Alloc3D device;
  CUDASEM_ASSERT_OK(cudasem::malloc_3d(device, extent));
  const std::size_t words = device.ptr.pitch * rows / sizeof(unsigned);
  CUDASEM_ASSERT_OK(cudaMemset(device.ptr.ptr, 0, device.ptr.pitch * rows));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  cudasem::PageableBuffer<unsigned char> host(extent.width * rows);
  for (std::size_t i = 0; i < host.size(); ++i) host[i] = 0;
  cudaMemcpy3DParms parms{};
  parms.srcPtr = device.ptr;
  parms.dstPtr = make_cudaPitchedPtr(host.data(), extent.width, extent.width, extent.height);
  parms.extent = extent;
  parms.kind = cudaMemcpyDeviceToHost;
  std::size_t filled_at_return = 0;

  auto r = cudasem::call_behind_gate(nullptr, [&] {
    CUDASEM_EXPECT_OK(
        cudasem::kernels::launch_fill(nullptr, static_cast<unsigned*>(device.ptr.ptr), words, 0x5d5d5d5du));
    CUDASEM_EXPECT_OK(cudaMemcpy3D(&parms));
    filled_at_return = cudasem::count_value(host.data(), extent.width, extent.width, rows, 0x5d);
  });

  CUDASEM_EXPECT_TRUE_NAMED("waited_for_gate", !r.returned_before_release);
  CUDASEM_EXPECT_TRUE_NAMED("gate_finished_at_return", r.gate_finished_at_return);
  CUDASEM_EXPECT_EQ_NAMED("filled_at_return", filled_at_return, extent.width * rows);
}
