// SPDX-License-Identifier: Apache-2.0
// Characterization: how cudaMallocPitch pads rows. Records, per width, the pitch and whether
// it is a multiple of texturePitchAlignment and of textureAlignment.
#include "../pitched.h"
#include "cudasem/cudasem.h"

#include <string>

CUDASEM_CASE(PitchedMalloc, PitchAlignment,
    {
        .api = {"cudaMallocPitch"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMallocPitch",
            .quote =
                "The function may pad the allocation to ensure that corresponding pointers in any given row will continue to meet the alignment requirements for coalescing as the address is updated from row to row."},
        .claim = cudasem::Claim::hedge,
    }) {
  int pitch_alignment = 0, texture_alignment = 0;
  CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&pitch_alignment, cudaDevAttrTexturePitchAlignment, 0));
  CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&texture_alignment, cudaDevAttrTextureAlignment, 0));
  CUDASEM_ASSERT_TRUE_NAMED("texture_pitch_alignment.positive", pitch_alignment > 0);
  CUDASEM_ASSERT_TRUE_NAMED("texture_alignment.positive", texture_alignment > 0);
  cudasem::environment("texture_pitch_alignment", pitch_alignment);
  cudasem::environment("texture_alignment", texture_alignment);
  const std::size_t widths[] = {1, 3, 64, 100, 511, 512, 513, 1000, 4097};
  bool all_pitch_aligned = true, all_texture_aligned = true;

  for (std::size_t width : widths) {
    cudasem::PitchedAlloc a;
    CUDASEM_ASSERT_OK(cudasem::malloc_pitch(a, width, 4));
    cudasem::environment("pitch_for_width" + ("_" + std::to_string(width)), a.pitch);
    all_pitch_aligned = all_pitch_aligned && a.pitch % pitch_alignment == 0;
    all_texture_aligned = all_texture_aligned && a.pitch % texture_alignment == 0;
  }

  cudasem::observe("pitches_multiple_of_texture_pitch_alignment", all_pitch_aligned);
  cudasem::observe("pitches_multiple_of_texture_alignment", all_texture_aligned);
}
