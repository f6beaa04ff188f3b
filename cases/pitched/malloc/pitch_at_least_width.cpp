// SPDX-License-Identifier: Apache-2.0
// cudaMallocPitch returns a pitch of at least the requested width for several widths; the
// pitch and the device's texturePitchAlignment are recorded.
#include "../pitched.h"
#include "cudasem/cudasem.h"

#include <string>

CUDASEM_CASE(PitchedMalloc, PitchAtLeastWidth,
    {
        .api = {"cudaMallocPitch"},
        .cite = {.doc = "RT",
            .section = "cudaMallocPitch",
            .quote = "The pitch returned in *pitch by cudaMallocPitch() is the width in bytes of the allocation."},
        .claim = cudasem::Claim::promise,
    }) {
  int alignment = 0;
  CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&alignment, cudaDevAttrTexturePitchAlignment, 0));
  cudasem::environment("texture_pitch_alignment", alignment);
  const std::size_t widths[] = {1, 100, 513, 4096, 10000};

  for (std::size_t width : widths) {
    cudasem::PitchedAlloc a;
    CUDASEM_ASSERT_OK(cudasem::malloc_pitch(a, width, 8));

    cudasem::environment("pitch_for_width" + ("_" + std::to_string(width)), a.pitch);
    CUDASEM_EXPECT_TRUE_NAMED("allocation.non_null", a.bytes() != nullptr) << "width " << width;
    CUDASEM_EXPECT_TRUE_NAMED("pitch.covers_width", a.pitch >= width) << "width " << width;
  }
}
