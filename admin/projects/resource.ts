import { mdiBriefcaseOutline } from '@mdi/js'
import { resourceIcon } from '~admin/layout/resource_icon'
import { ProjectForm } from '~admin/projects/project_form'
import { ProjectList } from '~admin/projects/project_list'
import { recordPages } from '~admin/record_pages'
import type { Data } from '~generated/data'

export const projects = {
  name: 'projects',
  list: ProjectList,
  ...recordPages(ProjectForm),
  icon: resourceIcon(mdiBriefcaseOutline),
  /** Project names repeat across clients: "Acme — Website". */
  recordRepresentation: (project: Data.Admin.Project) => `${project.client_name} — ${project.name}`,
}
