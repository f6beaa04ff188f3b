// SPDX-License-Identifier: Apache-2.0
// cudaFuncGetName on a C++ kernel (in a namespace, with parameters) may return a mangled name:
// the name is recorded, with whether it contains the kernel's identifier.
#include <string>

#include "cudasem/cudasem.h"

namespace cudasem_funcattr_names {
__global__ void cpp_named_kernel(unsigned* out, int x) { *out = static_cast<unsigned>(x); }
}  // namespace cudasem_funcattr_names

CUDASEM_CASE(CudaFuncGetName, CppKernelNameRecorded,
    {
        .api = {"cudaFuncGetName"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaFuncGetName",
            .quote = "This API may return a mangled name if the function is not declared as having C linkage."},
        .claim = cudasem::Claim::hedge,
    }) {
  const char* name = nullptr;

  CUDASEM_ASSERT_OK(cudaFuncGetName(&name, reinterpret_cast<const void*>(cudasem_funcattr_names::cpp_named_kernel)));

  CUDASEM_ASSERT_TRUE_NAMED("kernel_name.returned", name != nullptr);
  cudasem::observe("kernel_name", name);
  cudasem::observe("contains_identifier", std::string(name).find("cpp_named_kernel") != std::string::npos);
}
