// SPDX-License-Identifier: Apache-2.0
// cudaGetSurfaceObjectResourceDesc returns the resource type (array) and the array handle the
// surface object was created with.
#include "../texture.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(SurfaceDesc, ResourceDescRoundTrip,
    {
        .api = {"cudaGetSurfaceObjectResourceDesc"},
        .cite = {.doc = "RT",
            .section = "cudaGetSurfaceObjectResourceDesc",
            .quote = "Returns the resource descriptor for the surface object specified by surfObject."},
        .claim = cudasem::Claim::promise,
    }) {
  namespace t = cudasem::texture;
  cudasem::Array array;
  CUDASEM_ASSERT_OK(cudasem::malloc_array(array, cudasem::float1_desc(), 32, 8, cudaArraySurfaceLoadStore));
  t::SurfaceObject surf;
  CUDASEM_ASSERT_OK(t::create_surface(surf, t::array_resource(array.get())));
  cudaResourceDesc got{};

  CUDASEM_EXPECT_ERROR(cudaGetSurfaceObjectResourceDesc(&got, surf.get()), cudaSuccess);

  CUDASEM_EXPECT_EQ_NAMED("resource.type", got.resType, cudaResourceTypeArray);
  CUDASEM_EXPECT_TRUE_NAMED("resource.array_is_created_array", got.res.array.array == array.get());
}
