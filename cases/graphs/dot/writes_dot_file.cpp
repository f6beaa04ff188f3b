// SPDX-License-Identifier: Apache-2.0
// cudaGraphDebugDotPrint writes a DOT description (a "digraph") of a two-node graph to the given
// path (a fresh temporary directory, removed afterwards).
#include "cudasem/cudasem.h"
#include "../graphs.h"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <unistd.h>

CUDASEM_CASE(CudaGraphDebugDotPrint, WritesDotFile,
    {
        .api = {"cudaGraphDebugDotPrint"},
        .cite = {.doc = "RT",
            .section = "cudaGraphDebugDotPrint",
            .quote = "Using the provided graph, write to path a DOT formatted description of the graph."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os()},
    }) {
  using namespace cudasem::graphs;
  cudasem::DeviceBuffer<unsigned> d(1);
  Graph g = make_graph();
  cudaGraphNode_t e = add_empty_node(g.get());
  add_write_node(g.get(), {e}, d.data(), 1);
  char dir[] = "/tmp/cudasem-dot-XXXXXX";
  CUDASEM_ASSERT_TRUE_NAMED("temp_directory.created", mkdtemp(dir) != nullptr);
  const std::string path = std::string(dir) + "/graph.dot";
  cudaError_t r = cudaGraphDebugDotPrint(g.get(), path.c_str(), cudaGraphDebugDotFlagsVerbose);
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  std::remove(path.c_str());
  rmdir(dir);

  CUDASEM_EXPECT_OK_OF(cudaGraphDebugDotPrint, r);
  cudasem::measure("dot_file_bytes", static_cast<unsigned long>(text.str().size()));
  CUDASEM_EXPECT_TRUE_NAMED("dot_file.contains_digraph", text.str().find("digraph") != std::string::npos);
}
