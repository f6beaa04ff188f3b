// SPDX-License-Identifier: Apache-2.0
// cudaMemcpy3D from an array to device memory passed with cudaMemcpyHostToDevice (which says
// the source, here the array, is on the host): the kind is corrected, the call succeeds and
// the device memory receives the array's contents.
#include "../arrays.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemcpy3DArray, KindCorrectedForArray,
    {
        .api = {"cudaMemcpy3D"},
        .cite = {.doc = "RT",
            .section = "cudaMemcpy3D",
            .quote =
                "For cudaMemcpyHostToHost or cudaMemcpyHostToDevice or cudaMemcpyDeviceToHost passed as kind and cudaArray type passed as source or destination, if the kind implies cudaArray type to be present on the host, cudaMemcpy3D() will disregard that implication and silently correct the kind based on the fact that cudaArray type can only be present on the device."},
        .claim = cudasem::Claim::promise,
    }) {
  constexpr std::size_t kW = 96, kH = 10;
  cudasem::Array array;
  CUDASEM_ASSERT_OK(cudasem::malloc_array(array, cudasem::uchar1_desc(), kW, kH));
  auto source = cudasem::make_matrix(kW, kW, kH, 61);
  CUDASEM_ASSERT_OK(cudaMemcpy2DToArray(array.get(), 0, 0, source.data(), kW, kW, kH, cudaMemcpyHostToDevice));
  cudasem::DeviceBuffer<unsigned char> device(kW * kH);
  CUDASEM_ASSERT_OK(cudaMemset(device.data(), 0, device.bytes()));
  cudaMemcpy3DParms parms{};
  parms.srcArray = array.get();
  parms.dstPtr = make_cudaPitchedPtr(device.data(), kW, kW, kH);
  parms.extent = make_cudaExtent(kW, kH, 1);
  parms.kind = cudaMemcpyHostToDevice;

  CUDASEM_EXPECT_ERROR(cudaMemcpy3D(&parms), cudaSuccess);

  std::vector<unsigned char> back(kW * kH);
  CUDASEM_ASSERT_OK(cudaMemcpy(back.data(), device.data(), device.bytes(), cudaMemcpyDeviceToHost));
  CUDASEM_EXPECT_TRUE_NAMED("copied_bytes.match_array_contents", back == source);
}
