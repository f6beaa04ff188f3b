// SPDX-License-Identifier: Apache-2.0
// After a logged error, cudaLogsDumpToFile of all logs (NULL iterator) to a new file in the
// temporary directory returns cudaSuccess and the file then holds the buffered log text (the
// text cudaLogsDumpToMemory returns for all logs). Where the error was not logged the case is
// UNSUPPORTED.
#include "../logs.h"
#include "cudasem/cudasem.h"

#include <fstream>
#include <sstream>

CUDASEM_CASE(CudaLogsDumpToFile, HoldsBufferedLogs,
    {
        .api = {"cudaLogsDumpToFile"},
        .cite = {.doc = "RT",
            .section = "cudaLogsDumpToFile",
            .quote = "This API dumps all driver logs starting from iterator into pathToFile provided."},
        .claim = cudasem::Claim::promise,
    }) {
  namespace l = cudasem::logs;
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  l::provoke_logged_error();
  const std::string all = l::dump_all();
  if (all.empty()) GTEST_SKIP() << "no log message was buffered for the provoked error";
  l::TempPath path("cudasem_logs_dump");

  CUDASEM_EXPECT_ERROR(cudaLogsDumpToFile(nullptr, path.str().c_str(), 0), cudaSuccess);

  std::ifstream in(path.path(), std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  const std::string file = text.str();
  cudasem::measure("file_bytes", static_cast<unsigned long long>(file.size()));
  const bool holds_logs = file.find(all.substr(0, all.find('\n'))) != std::string::npos;
  CUDASEM_EXPECT_TRUE_NAMED("file_holds_first_log_line", holds_logs)
      << "file: " << file.substr(0, 200) << "\nmemory dump: " << all.substr(0, 200);
}
