// SPDX-License-Identifier: Apache-2.0
// After a logged error, cuLogsDumpToMemory from the iterator cuLogsCurrent gave before it writes the
// message: *size is positive and is the length of the NUL-terminated text in the buffer (the bytes
// written, excluding the terminator).
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

#include <cstring>

CUDASEM_CASE(CuLogsDumpToMemory, SizeExcludesTerminator,
    {
        .api = {"cuLogsDumpToMemory"},
        .cite = {.doc = "DRV",
            .section = "cuLogsDumpToMemory",
            .quote =
                "The driver will then return the actual number of bytes written in *size, excluding the null terminator."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  CUlogIterator it = 0;
  CUDASEM_ASSERT_CU_OK(drv.cuLogsCurrent(&it, 0));
  cudasem::driver_api::provoke_logged_error();
  char buffer[26000];
  std::memset(buffer, 'x', sizeof buffer);
  std::size_t size = sizeof buffer - 1;

  CUDASEM_ASSERT_CU_OK(drv.cuLogsDumpToMemory(&it, buffer, &size, 0));

  const std::size_t length = strnlen(buffer, sizeof buffer);
  cudasem::environment("dumped_log", std::string(buffer, length));
  cudasem::observe("size_is_text_length", size > 0 && size == length);
  CUDASEM_EXPECT_TRUE_NAMED("dumped_size_positive", size > 0u);
  CUDASEM_EXPECT_EQ_NAMED("dumped_size_is_text_length", size, length);
}
