// SPDX-License-Identifier: Apache-2.0
// cuLinkComplete of the embedded PTX returns a cubin: a non-empty image (sizeOut) that begins with
// the ELF magic bytes 0x7f 'E' 'L' 'F' (cubins are ELF files).
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuLinkComplete, ReturnsElfCubin,
    {
        .api = {"cuLinkComplete"},
        .cite = {.doc = "DRV",
            .section = "cuLinkComplete",
            .quote = "Completes the pending linker action and returns the cubin image for the linked device code"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::driver_api::LinkState link;
  CUDASEM_ASSERT_CU_OK(drv.cuLinkCreate(0, nullptr, nullptr, link.out()));
  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::link_add_embedded_ptx(link));
  void* cubin = nullptr;
  std::size_t size = 0;

  CUDASEM_ASSERT_CU_OK(drv.cuLinkComplete(link, &cubin, &size));

  CUDASEM_ASSERT_TRUE_NAMED("image.returned", cubin != nullptr);
  CUDASEM_ASSERT_TRUE_NAMED("image.size_covers_elf_magic", size >= 4u);
  const auto* b = static_cast<const unsigned char*>(cubin);
  const bool elf = b[0] == 0x7f && b[1] == 'E' && b[2] == 'L' && b[3] == 'F';
  cudasem::measure("cubin_size_bytes", size);
  CUDASEM_EXPECT_TRUE_NAMED("image_is_elf", elf);
}
