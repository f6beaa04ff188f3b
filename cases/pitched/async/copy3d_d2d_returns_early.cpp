// SPDX-License-Identifier: Apache-2.0
// Characterization: the text says the call "may return before the copy is complete"; whether it
// returned while a gate held its stream is recorded, not asserted (the copied data still is).
// A gate holds a stream; cudaMemcpy3DAsync between two cudaMalloc3D volumes in that stream
// returns while it holds.
#include "../pitched.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(PitchedMemcpy3DAsync, DeviceToDeviceReturnsEarly,
    {
        .api = {"cudaMemcpy3DAsync"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemcpy3DAsync",
            .quote =
                "cudaMemcpy3DAsync() is asynchronous with respect to the host, so the call may return before the copy is complete."},
        .claim = cudasem::Claim::hedge,
    }) {
  const cudaExtent extent = make_cudaExtent(700, 64, 4);
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::Alloc3D a, b;
  CUDASEM_ASSERT_OK(cudasem::malloc_3d(a, extent));
  CUDASEM_ASSERT_OK(cudasem::malloc_3d(b, extent));
  CUDASEM_ASSERT_OK(cudasem::zero_fill(a, extent));
  cudaMemcpy3DParms parms{};
  parms.srcPtr = a.ptr;
  parms.dstPtr = b.ptr;
  parms.extent = extent;
  parms.kind = cudaMemcpyDeviceToDevice;

  auto r =
      cudasem::call_behind_gate_expecting_return(stream, [&] { CUDASEM_EXPECT_OK(cudaMemcpy3DAsync(&parms, stream)); });

  cudasem::observe("returned_before_release", r.returned_before_release);
  cudasem::measure("gate_attempts", r.attempts);
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(stream));
}
