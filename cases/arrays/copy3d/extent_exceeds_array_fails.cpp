// SPDX-License-Identifier: Apache-2.0
// Characterization: cudaMemcpy3D from device memory into a 32x8x2 array with an extent one slice
// deeper than the array (the source is large enough); the text says the destination must contain
// the region, and names no outcome: records the code.
#include "../arrays.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemcpy3DArray, ExtentBeyondArrayFails,
    {
        .api = {"cudaMemcpy3D"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemcpy3D",
            .quote = "The destination object must entirely contain the region defined by dstPos and extent."},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  cudasem::Array array;
  CUDASEM_ASSERT_OK(cudasem::malloc_3d_array(array, cudasem::uchar1_desc(), make_cudaExtent(32, 8, 2)));
  cudasem::DeviceBuffer<unsigned char> src(32 * 8 * 3);
  cudaMemcpy3DParms parms{};
  parms.srcPtr = make_cudaPitchedPtr(src.data(), 32, 32, 8);
  parms.dstArray = array.get();
  parms.extent = make_cudaExtent(32, 8, 3);
  parms.kind = cudaMemcpyDeviceToDevice;

  const cudaError_t result = cudaMemcpy3D(&parms);
  cudasem::observe("extent_beyond_destination", result);

  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
