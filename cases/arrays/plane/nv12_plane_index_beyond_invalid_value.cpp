// SPDX-License-Identifier: Apache-2.0
// cudaArrayGetPlane with planeIdx 3 of an NV12 array (two planes, so 3 is greater than the number of planes) returns
// cudaErrorInvalidValue. Plane 1 of the same array is obtained first (the array is multi-planar, so
// only the index can make the call fail).
// The NV12 array comes from cuArray3DCreate (CU_AD_FORMAT_NV12, 3 channels), cast to cudaArray_t;
// UNSUPPORTED where the driver makes none (no text promises that it can).
#include "../arrays_plane.h"
#include "cudasem/cudasem.h"

#include <string>

CUDASEM_CASE(CudaArrayGetPlane, Nv12PlaneIndexBeyondInvalidValue,
    {
        .api = {"cudaArrayGetPlane"},
        .cite = {.doc = "RT",
            .section = "cudaArrayGetPlane",
            .quote =
                "If planeIdx is greater than the maximum number of planes in this array or if the array does not have a multi-planar format e.g: cudaChannelFormatKindNV12, then cudaErrorInvalidValue is returned."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudasem::Array array;
  std::string unavailable;
  ASSERT_NO_FATAL_FAILURE(cudasem::arrays::make_nv12(array, 64, 32, unavailable));
  if (!unavailable.empty()) GTEST_SKIP() << unavailable;
  cudaArray_t plane = nullptr;
  CUDASEM_ASSERT_OK(cudaArrayGetPlane(&plane, array.get(), 1));

  CUDASEM_EXPECT_ERROR(cudaArrayGetPlane(&plane, array.get(), 3), cudaErrorInvalidValue);
}
