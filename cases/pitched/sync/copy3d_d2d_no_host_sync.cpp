// SPDX-License-Identifier: Apache-2.0
// A gate holds the legacy stream; cudaMemcpy3D between two cudaMalloc3D volumes behind it must
// return while it holds.
#include "../pitched.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(PitchedMemcpy3DSync, DeviceToDeviceDoesNotSyncHost,
    {
        .api = {"cudaMemcpy3D"},
        .cite = {.doc = "SYNC",
            .section = "Memcpy (Synchronous)",
            .quote = "For transfers from device memory to device memory, no host-side synchronization is performed."},
        .claim = cudasem::Claim::promise,
        .sanitizer_limits = {{"initcheck", cudasem::kInitcheckWaitsBehindGate}},
    }) {
  const cudaExtent extent = make_cudaExtent(700, 64, 4);
  cudasem::Alloc3D a, b;
  CUDASEM_ASSERT_OK(cudasem::malloc_3d(a, extent));
  CUDASEM_ASSERT_OK(cudasem::malloc_3d(b, extent));
  CUDASEM_ASSERT_OK(cudasem::zero_fill(a, extent));
  cudaMemcpy3DParms parms{};
  parms.srcPtr = a.ptr;
  parms.dstPtr = b.ptr;
  parms.extent = extent;
  parms.kind = cudaMemcpyDeviceToDevice;

  auto r = cudasem::call_behind_gate_expecting_return(nullptr, [&] { CUDASEM_EXPECT_OK(cudaMemcpy3D(&parms)); });

  cudasem::measure("gate_attempts", r.attempts);
  CUDASEM_EXPECT_TRUE_NAMED("returned_before_release", r.returned_before_release);
  CUDASEM_EXPECT_EQ_NAMED("gate_finished_at_return", r.gate_finished_at_return, false);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
