// SPDX-License-Identifier: Apache-2.0
// Characterization: cudaCreateTextureObject for an 8-bit unsigned array read as element type
// (integer results) with cudaFilterModeLinear. Records whether creation is refused and with
// which code (cudaErrorInvalidFilterSetting names this situation).
#include "../texture.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(TextureCreate, LinearFilterIntegerTexture,
    {
        .api = {"cudaCreateTextureObject", "cudaDestroyTextureObject"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 6.2.14.1 Texture Memory",
            .quote = "cudaFilterModeLinear is only valid for returned values of floating-point type."},
        .claim = cudasem::Claim::hedge,
    }) {
  namespace t = cudasem::texture;
  cudasem::Array array;
  CUDASEM_ASSERT_OK(cudasem::malloc_array(array, cudasem::uchar1_desc(), 16, 16));
  const cudaResourceDesc res = t::array_resource(array.get());
  const cudaTextureDesc desc = t::texture_desc(cudaAddressModeClamp, cudaFilterModeLinear, false);
  cudaTextureObject_t tex = 0;

  const cudaError_t result = cudaCreateTextureObject(&tex, &res, &desc, nullptr);

  cudasem::observe("create_result", result);
  cudasem::last_error(cudasem::LastError::clear);
  if (tex != 0) CUDASEM_EXPECT_OK(cudaDestroyTextureObject(tex));
}
