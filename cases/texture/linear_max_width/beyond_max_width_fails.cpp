// SPDX-License-Identifier: Apache-2.0
// cudaCreateTextureObject of a 1D linear texture of W + 1 8-bit elements, where W is what
// cudaDeviceGetTexture1DLinearMaxWidth returns for that format: what it returns is recorded (W + 1
// bytes of device memory are allocated; a W of more than 1 GiB is not: UNSUPPORTED).
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "../texture.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaCreateTextureObject, BeyondLinearMaxWidthFails,
    {
        .api = {"cudaCreateTextureObject", "cudaDeviceGetTexture1DLinearMaxWidth"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaCreateTextureObject",
            .quote =
                "The total number of elements in the linear address range cannot exceed cudaDeviceGetTexture1DLinearMaxWidth()."},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  int device = 0;
  CUDASEM_ASSERT_OK(cudaGetDevice(&device));
  const cudaChannelFormatDesc desc = cudasem::uchar1_desc();
  std::size_t max_width = 0;
  CUDASEM_ASSERT_OK(cudaDeviceGetTexture1DLinearMaxWidth(&max_width, &desc, device));
  cudasem::environment("texture_1d_linear.max_width_uchar1", static_cast<unsigned long long>(max_width));
  CUDASEM_ASSERT_TRUE_NAMED("texture_1d_linear.max_width_positive", max_width > 0u);
  if (max_width > (std::size_t{1} << 30)) GTEST_SKIP() << "max width " << max_width << " elements: over 1 GiB";
  cudasem::DeviceBuffer<unsigned char> memory(max_width + 1);
  ASSERT_NE(memory.data(), nullptr);
  cudaResourceDesc resource{};
  resource.resType = cudaResourceTypeLinear;
  resource.res.linear.devPtr = memory.data();
  resource.res.linear.desc = desc;
  resource.res.linear.sizeInBytes = max_width + 1;
  const cudaTextureDesc texture_desc = cudasem::texture::texture_desc(cudaAddressModeClamp, cudaFilterModePoint, false);
  cudaTextureObject_t texture = 0;

  const cudaError_t created = cudaCreateTextureObject(&texture, &resource, &texture_desc, nullptr);

  cudasem::observe("cudaCreateTextureObject_result", created);
  if (created == cudaSuccess) CUDASEM_EXPECT_OK(cudaDestroyTextureObject(texture));
}
