// SPDX-License-Identifier: Apache-2.0
// After a logged error, cuLogsDumpToFile from the iterator cuLogsCurrent gave before it writes the
// log to the given file: the file then holds text.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

#include <fstream>
#include <sstream>

CUDASEM_CASE(CuLogsDumpToFile, WritesMessage,
    {
        .api = {"cuLogsDumpToFile"},
        .cite = {.doc = "DRV",
            .section = "cuLogsDumpToFile",
            .quote = "This API dumps all driver logs starting from iterator into pathToFile provided."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::TempFile file("", 0, ".log");
  CUlogIterator it = 0;
  CUDASEM_ASSERT_CU_OK(drv.cuLogsCurrent(&it, 0));
  cudasem::driver_api::provoke_logged_error();

  CUDASEM_ASSERT_CU_OK(drv.cuLogsDumpToFile(&it, file.path(), 0));

  std::ifstream in(file.path());
  std::stringstream text;
  text << in.rdbuf();
  cudasem::environment("dumped_log_file", text.str());
  CUDASEM_EXPECT_TRUE_NAMED("file_holds_log", !text.str().empty());
}
