// SPDX-License-Identifier: Apache-2.0
// Characterization: cudaGraphDebugDotPrint to a path in a directory that does not exist (which of
// the documented codes, e.g. cudaErrorOperatingSystem, it returns).
#include "cudasem/cudasem.h"
#include "../graphs.h"

#include <cstdlib>
#include <string>
#include <unistd.h>

CUDASEM_CASE(CudaGraphDebugDotPrint, UnwritablePath,
    {
        .api = {"cudaGraphDebugDotPrint"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT", .section = "cudaGraphDebugDotPrint", .quote = "The path to write the DOT file to"},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::linux_os()},
    }) {
  using namespace cudasem::graphs;
  Graph g = make_graph();
  add_empty_node(g.get());
  char dir[] = "/tmp/cudasem-dot-XXXXXX";
  CUDASEM_ASSERT_TRUE_NAMED("temp_directory.created", mkdtemp(dir) != nullptr);
  const std::string path = std::string(dir) + "/missing/graph.dot";
  cudaError_t r = cudaGraphDebugDotPrint(g.get(), path.c_str(), 0);
  rmdir(dir);
  CUDASEM_RECORD_CODE_OF(cudaGraphDebugDotPrint, r);  // the code, as a check of the function
}
