// SPDX-License-Identifier: Apache-2.0
// cudaMemcpy3D with both srcArray and srcPtr set fails with one of its documented codes.
#include "../arrays.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemcpy3DArray, TwoSourcesFails,
    {
        .api = {"cudaMemcpy3D"},
        .cite = {.doc = "RT",
            .section = "cudaMemcpy3D",
            .quote =
                "Passing more than one non-zero source or destination will cause cudaMemcpy3D() to return an error."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  constexpr std::size_t kW = 64, kH = 8;
  cudasem::Array array;
  CUDASEM_ASSERT_OK(cudasem::malloc_array(array, cudasem::uchar1_desc(), kW, kH));
  cudasem::DeviceBuffer<unsigned char> src(kW * kH), dst(kW * kH);
  cudaMemcpy3DParms parms{};
  parms.srcArray = array.get();
  parms.srcPtr = make_cudaPitchedPtr(src.data(), kW, kW, kH);
  parms.dstPtr = make_cudaPitchedPtr(dst.data(), kW, kW, kH);
  parms.extent = make_cudaExtent(kW, kH, 1);
  parms.kind = cudaMemcpyDeviceToDevice;

  CUDASEM_EXPECT_FAILURE(cudaMemcpy3D(&parms));

  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
