// SPDX-License-Identifier: Apache-2.0
// cudaMemset3D sets a region of width bytes x height rows x depth slices of a cudaMalloc3D
// volume (smaller than the volume in every dimension) and nothing else.
#include "../pitched.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(PitchedMemset3D, SetsExtentRegion,
    {
        .api = {"cudaMemset3D"},
        .cite = {.doc = "RT",
            .section = "cudaMemset3D",
            .quote =
                "The extents of the initialized region are specified as a width in bytes, a height in rows, and a depth in slices."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudaExtent whole = make_cudaExtent(80, 10, 5);
  const cudaExtent region = make_cudaExtent(33, 7, 3);
  cudasem::Alloc3D a;
  CUDASEM_ASSERT_OK(cudasem::malloc_3d(a, whole));
  const std::size_t pitch = a.ptr.pitch, bytes = pitch * whole.height * whole.depth;
  CUDASEM_ASSERT_OK(cudaMemset(a.ptr.ptr, 0x11, bytes));

  CUDASEM_EXPECT_ERROR(cudaMemset3D(a.ptr, 0x6b, region), cudaSuccess);

  std::vector<unsigned char> back(bytes);
  CUDASEM_ASSERT_OK(cudaMemcpy(back.data(), a.ptr.ptr, bytes, cudaMemcpyDeviceToHost));
  std::size_t set = 0, untouched = 0;
  for (std::size_t z = 0; z < whole.depth; ++z)
    for (std::size_t y = 0; y < whole.height; ++y)
      for (std::size_t x = 0; x < pitch; ++x) {
        const unsigned char v = back[(z * whole.height + y) * pitch + x];
        if (x < region.width && y < region.height && z < region.depth)
          set += v == 0x6b;
        else
          untouched += v == 0x11;
      }
  const std::size_t region_bytes = region.width * region.height * region.depth;
  CUDASEM_EXPECT_EQ_NAMED("region_bytes.set", set, region_bytes);
  CUDASEM_EXPECT_EQ_NAMED("outside_bytes.unchanged", untouched, bytes - region_bytes);
}
