// SPDX-License-Identifier: Apache-2.0
// Bilinear filtering of an 8x4 float array at points inside the texel-centre grid returns
// (1-a)(1-b)T[i,j] + a(1-b)T[i+1,j] + (1-a)bT[i,j+1] + abT[i+1,j+1], i = floor(x-0.5),
// j = floor(y-0.5), within the precision of the 9-bit fixed-point weights.
#include "../texture.h"
#include "cudasem/cudasem.h"

#include <algorithm>
#include <cmath>

CUDASEM_CASE(TextureFetchLinear, TwoDimensional,
    {
        .api = {"cudaCreateTextureObject"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 19.2 Linear Filtering",
            .quote =
                "are stored in 9-bit fixed point format with 8 bits of fractional value (so 1.0 is exactly represented)."},
        .claim = cudasem::Claim::promise,
    }) {
  namespace t = cudasem::texture;
  constexpr int kW = 8, kH = 4;
  std::vector<float> texels(kW * kH);
  for (int j = 0; j < kH; ++j)
    for (int i = 0; i < kW; ++i) texels[j * kW + i] = static_cast<float>(i * i + 10 * j);
  cudasem::Array array;
  CUDASEM_ASSERT_OK(cudasem::malloc_array(array, cudasem::float1_desc(), kW, kH));
  CUDASEM_ASSERT_OK(cudaMemcpy2DToArray(
      array.get(), 0, 0, texels.data(), kW * sizeof(float), kW * sizeof(float), kH, cudaMemcpyHostToDevice));
  t::TextureObject tex;
  CUDASEM_ASSERT_OK(t::create_texture(
      tex, t::array_resource(array.get()), t::texture_desc(cudaAddressModeClamp, cudaFilterModeLinear, false)));
  const std::vector<float2> points = {
      {0.5f, 0.5f}, {1.25f, 0.75f}, {2.5f, 1.5f}, {3.3f, 2.9f}, {4.75f, 3.25f}, {6.1f, 1.7f}, {7.5f, 3.5f}};
  std::vector<float> got;

  CUDASEM_ASSERT_OK(t::fetch_2d(tex.get(), points, got));

  std::size_t within = 0;
  double worst = 0;
  for (std::size_t k = 0; k < points.size(); ++k) {
    const double xb = points[k].x - 0.5, yb = points[k].y - 0.5;
    const int i = static_cast<int>(std::floor(xb)), j = static_cast<int>(std::floor(yb));
    const double al = xb - i, be = yb - j;
    auto T = [&](int x, int y) {
      x = std::clamp(x, 0, kW - 1);
      y = std::clamp(y, 0, kH - 1);
      return static_cast<double>(texels[y * kW + x]);
    };
    const double want = (1 - al) * (1 - be) * T(i, j) + al * (1 - be) * T(i + 1, j) + (1 - al) * be * T(i, j + 1) +
                        al * be * T(i + 1, j + 1);
    const double lo = std::min({T(i, j), T(i + 1, j), T(i, j + 1), T(i + 1, j + 1)});
    const double hi = std::max({T(i, j), T(i + 1, j), T(i, j + 1), T(i + 1, j + 1)});
    const double error = std::fabs(got[k] - want);
    worst = std::fmax(worst, error);
    within += error <= 2 * (hi - lo) / 256.0 + 1e-4;
  }
  cudasem::observe("largest_error", worst);
  CUDASEM_EXPECT_EQ_NAMED("fetches_within_precision", within, points.size());
}
