// SPDX-License-Identifier: Apache-2.0
// A graph of an add_one kernel node written with cuGraphDebugDotPrint (flags 0) to a temporary
// file: the file must be a DOT graph (holds the word digraph) and name the kernel add_one.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphDebugDotPrint, WritesDotWithKernelName,
    {
        .api = {"cuGraphDebugDotPrint"},
        .cite = {.doc = "DRV",
            .section = "cuGraphDebugDotPrint",
            .quote =
                "By default this includes the graph topology, node types, node id, kernel names and memcpy direction."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUDASEM_ASSERT_TRUE_NAMED("kernel_node.added", rig.add_add_one() != nullptr);
  char path[] = "/tmp/cudasem-graph-XXXXXX";
  const int fd = mkstemp(path);
  CUDASEM_ASSERT_TRUE_NAMED("temp_file_created", fd >= 0) << "mkstemp failed";
  ::close(fd);

  const CUresult printed = drv.cuGraphDebugDotPrint(rig.graph(), path, 0);

  std::string text;
  if (FILE* f = std::fopen(path, "r")) {
    char buf[4096];
    std::size_t n = 0;
    while ((n = std::fread(buf, 1, sizeof buf, f)) > 0) text.append(buf, n);
    std::fclose(f);
  }
  ::unlink(path);
  CUDASEM_ASSERT_CU_OK_OF(cuGraphDebugDotPrint, printed);
  const bool is_dot = text.find("digraph") != std::string::npos;
  const bool names_kernel = text.find(cudasem::modules::kAddOne) != std::string::npos;
  CUDASEM_EXPECT_TRUE_NAMED("file_is_digraph", is_dot);
  CUDASEM_EXPECT_TRUE_NAMED("file_names_kernel", names_kernel);
}
