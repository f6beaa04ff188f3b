// SPDX-License-Identifier: Apache-2.0
// cudaArrayGetPlane with planeIdx 0 of an 8-bit one-channel array (not a multi-planar format)
// returns cudaErrorInvalidValue.
#include "../arrays_plane.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaArrayGetPlane, NotMultiPlanarInvalidValue,
    {
        .api = {"cudaArrayGetPlane"},
        .cite = {.doc = "RT",
            .section = "cudaArrayGetPlane",
            .quote =
                "If planeIdx is greater than the maximum number of planes in this array or if the array does not have a multi-planar format e.g: cudaChannelFormatKindNV12, then cudaErrorInvalidValue is returned."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudasem::Array array;
  CUDASEM_ASSERT_OK(cudasem::malloc_array(array, cudasem::uchar1_desc(), 64, 32));
  cudaArray_t plane = nullptr;

  CUDASEM_EXPECT_ERROR(cudaArrayGetPlane(&plane, array.get(), 0), cudaErrorInvalidValue);
}
