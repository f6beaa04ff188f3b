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

    EXPECT_EQ(d.x, want.x);
    EXPECT_EQ(d.y, want.y);
    EXPECT_EQ(d.z, want.z);
    EXPECT_EQ(d.w, want.w);
    EXPECT_EQ(d.f, want.f);
  }
}
