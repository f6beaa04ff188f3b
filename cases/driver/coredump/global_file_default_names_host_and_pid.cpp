// SPDX-License-Identifier: Apache-2.0
// cuCoredumpGetAttributeGlobal(CU_COREDUMP_FILE) in a process that set nothing reads
// core.cuda.<host name>.<process id>.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

#include <unistd.h>

#include <cstring>

CUDASEM_CASE(CuCoredumpGetAttributeGlobal, FileDefaultNamesHostAndPid,
    {
        .api = {"cuCoredumpGetAttributeGlobal"},
        .cite = {.doc = "DRV",
            .section = "cuCoredumpGetAttributeGlobal",
            .quote =
                "The default value is core.cuda.HOSTNAME.PID where HOSTNAME is the host name of the machine running the CUDA applications and PID is the process ID of the CUDA application."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  char file[1024] = {0};
  std::size_t size = sizeof file;

  CUDASEM_ASSERT_CU_OK(drv.cuCoredumpGetAttributeGlobal(CU_COREDUMP_FILE, file, &size));

  char host[256] = {0};
  CUDASEM_ASSERT_EQ_NAMED("gethostname_status", gethostname(host, sizeof host - 1), 0);
  const std::string expected = std::string("core.cuda.") + host + "." + std::to_string(static_cast<long>(getpid()));
  const std::string got(file, strnlen(file, sizeof file));
  cudasem::environment("coredump_file_default", got);
  CUDASEM_EXPECT_TRUE_NAMED("file_default_is_core_cuda_host_pid", got == expected);
}
