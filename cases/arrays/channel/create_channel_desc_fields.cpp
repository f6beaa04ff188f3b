// SPDX-License-Identifier: Apache-2.0
// cudaCreateChannelDesc returns a descriptor holding the given component bit counts and
// format kind, for several combinations.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaCreateChannelDesc, ReturnsGivenFields,
    {
        .api = {"cudaCreateChannelDesc"},
        .cite = {.doc = "RT",
            .section = "cudaCreateChannelDesc",
            .quote = "Returns a channel descriptor with format f and number of bits of each component x, y, z, and w."},
        .claim = cudasem::Claim::promise,
    }) {
  struct Want {
    int x, y, z, w;
    cudaChannelFormatKind f;
  };
  const Want wants[] = {{8, 8, 8, 8, cudaChannelFormatKindUnsigned}, {32, 0, 0, 0, cudaChannelFormatKindFloat},
      {16, 16, 0, 0, cudaChannelFormatKindSigned}, {32, 32, 32, 32, cudaChannelFormatKindFloat}};

  for (const Want& want : wants) {
    const cudaChannelFormatDesc d = cudaCreateChannelDesc(want.x, want.y, want.z, want.w, want.f);

    CUDASEM_EXPECT_EQ_NAMED("desc.x_bits", d.x, want.x);
    CUDASEM_EXPECT_EQ_NAMED("desc.y_bits", d.y, want.y);
    CUDASEM_EXPECT_EQ_NAMED("desc.z_bits", d.z, want.z);
    CUDASEM_EXPECT_EQ_NAMED("desc.w_bits", d.w, want.w);
    CUDASEM_EXPECT_EQ_NAMED("desc.format_kind", d.f, want.f);
  }
}
