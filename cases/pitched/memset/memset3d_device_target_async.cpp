// SPDX-License-Identifier: Apache-2.0
// A gate holds the legacy stream; cudaMemset3D on a cudaMalloc3D volume behind it returns
// while it holds.
#include "../pitched.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(PitchedMemset3D, DeviceTargetIsAsynchronous,
    {
        .api = {"cudaMemset3D"},
        .cite = {.doc = "RT",
            .section = "cudaMemset3D",
            .quote =
                "Note that this function is asynchronous with respect to the host unless pitchedDevPtr refers to pinned host memory."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudaExtent extent = make_cudaExtent(1024, 32, 8);
  cudasem::Alloc3D a;
  CUDASEM_ASSERT_OK(cudasem::malloc_3d(a, extent));

  auto r = cudasem::call_behind_gate_expecting_return(
      nullptr, [&] { CUDASEM_EXPECT_OK(cudaMemset3D(a.ptr, 0x3c, extent)); });

  cudasem::measure("gate_attempts", r.attempts);
  CUDASEM_EXPECT_TRUE_NAMED("returned_before_release", r.returned_before_release);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
