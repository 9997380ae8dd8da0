import { ReferenceField } from 'react-admin'

/** A connection reads as its project and task: "Website – Design". */
export function ConnectionTitle() {
  return (
    <>
      <ReferenceField source="project_id" reference="projects" link={false} />
      {' – '}
      <ReferenceField source="task_id" reference="tasks" link={false} />
    </>
  )
}
