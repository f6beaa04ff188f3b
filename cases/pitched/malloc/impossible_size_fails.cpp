// SPDX-License-Identifier: Apache-2.0
// A pitched allocation far beyond any device's memory (2^40 bytes wide, 2^20 rows): what it returns
// is recorded, and leaves the device usable.
// The cited text names no failure for this: the returned code is recorded.
#include "cudasem/cudasem.h"

CUDASEM_CASE(PitchedMalloc, ImpossibleSizeFails,
    {
        .api = {"cudaMallocPitch"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMallocPitch",
            .quote =
                "Allocates at least width (in bytes) * height bytes of linear memory on the device and returns in *devPtr a pointer to the allocated memory."},
        .claim = cudasem::Claim::hedge,
    }) {
  void* p = nullptr;
  std::size_t pitch = 0;

  cudasem::observe("cudaMallocPitch_result", cudaMallocPitch(&p, &pitch, std::size_t{1} << 40, std::size_t{1} << 20));

  cudasem::last_error(cudasem::LastError::clear);
  if (p != nullptr) CUDASEM_EXPECT_OK(cudaFree(p));
  cudasem::DeviceBuffer<unsigned> after(256);
  CUDASEM_EXPECT_OK(cudaMemset(after.data(), 0, after.bytes()));
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
