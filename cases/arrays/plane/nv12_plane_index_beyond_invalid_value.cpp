// SPDX-License-Identifier: Apache-2.0
// cudaArrayGetPlane with planeIdx 3 of an NV12 array (two planes, so 3 is greater than the number of planes) returns
// cudaErrorInvalidValue.
// UNSUPPORTED where cudaMallocArray cannot allocate an NV12 array (not a documented kind there).
#include "../arrays_plane.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaArrayGetPlane, Nv12PlaneIndexBeyondInvalidValue,
    {
        .api = {"cudaArrayGetPlane"},
        .cite = {.doc = "RT",
            .section = "cudaArrayGetPlane",
            .quote =
                "If planeIdx is greater than the maximum number of planes in this array or if the array does not have a multi-planar format e.g: cudaChannelFormatKindNV12, then cudaErrorInvalidValue is returned."},
    }) {
  cudasem::Array array;
  const cudaError_t allocated = cudasem::arrays::malloc_nv12(array, 64, 32);
  if (allocated != cudaSuccess) GTEST_SKIP() << cudasem::arrays::nv12_unavailable(allocated);
  cudaArray_t plane = nullptr;

  CUDASEM_EXPECT_ERROR(cudaArrayGetPlane(&plane, array.get(), 3), cudaErrorInvalidValue);
}
