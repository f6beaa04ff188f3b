// SPDX-License-Identifier: Apache-2.0
// cudaDeviceGetTexture1DLinearMaxWidth for an 8-bit one-channel format returns a width W > 0, and
// a 1D linear texture object of exactly W elements over W bytes of device memory is created.
// (A W of more than 1 GiB is not allocated: UNSUPPORTED with the value.)
#include "../texture.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaDeviceGetTexture1DLinearMaxWidth, MaxWidthTextureCreates,
    {
        .api = {"cudaDeviceGetTexture1DLinearMaxWidth"},
        .cite = {.doc = "RT",
            .section = "cudaDeviceGetTexture1DLinearMaxWidth",
            .quote =
                "Returns in maxWidthInElements the maximum number of elements allocatable in a 1D linear texture for given format descriptor fmtDesc."},
        .claim = cudasem::Claim::promise,
    }) {
  namespace t = cudasem::texture;
  int device = 0;
  CUDASEM_ASSERT_OK(cudaGetDevice(&device));
  const cudaChannelFormatDesc desc = cudasem::uchar1_desc();
  std::size_t max_width = 0;

  CUDASEM_ASSERT_OK(cudaDeviceGetTexture1DLinearMaxWidth(&max_width, &desc, device));

  cudasem::environment("texture_1d_linear.max_width_uchar1", static_cast<unsigned long long>(max_width));
  CUDASEM_ASSERT_TRUE_NAMED("texture_1d_linear.max_width_positive", max_width > 0u);
  if (max_width > (std::size_t{1} << 30)) GTEST_SKIP() << "max width " << max_width << " elements: over 1 GiB";
  cudasem::DeviceBuffer<unsigned char> memory(max_width);
  ASSERT_NE(memory.data(), nullptr);
  cudaResourceDesc resource{};
  resource.resType = cudaResourceTypeLinear;
  resource.res.linear.devPtr = memory.data();
  resource.res.linear.desc = desc;
  resource.res.linear.sizeInBytes = max_width;
  t::TextureObject texture;
  CUDASEM_EXPECT_OK(
      t::create_texture(texture, resource, t::texture_desc(cudaAddressModeClamp, cudaFilterModePoint, false)));
  cudasem::observe("max_width_texture_created", texture.get() != 0);
}
